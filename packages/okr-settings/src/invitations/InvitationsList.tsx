import { Badge, Box, Card, Flex, Heading, IconButton, Table, Text, Tooltip } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Invitation } from '@okr/contract';
import { EmptyState, ScrollTable, getErrorMessage, useApiClient, useLocale, useSessionStore, useToast, useTranslation } from '@okr/core';
import { PanelMessage } from '../lib/panels/PanelMessage';
import { panelStateOf } from '../lib/panels/panelState';
import type { PanelState } from '../lib/panels/panelState';
import { useReturnFocus } from '../lib/panels/useReturnFocus';
import { invitationsCatalogs } from '../lib/catalogs/invitationsCatalogs';
import { ReloadIcon, TrashIcon } from '../lib/settingsIcons';
import { invitationsQuery, useResendInvitation } from '../lib/invitationsApi';
import { RevokeInvitationDialog } from './RevokeInvitationDialog';

export type InvitationsListState = PanelState;

export interface InvitationsListProps {
  /** Called after an invitation was sent again (a new link and expiry). */
  onInvitationResent?: (invitation: Invitation) => void;
  /** Called after an invitation was revoked. */
  onInvitationRevoked?: (invitation: Invitation) => void;
  className?: string;
}

/**
 * The organization's open invitations (api-contract.md "Invitations"): pending and expired ones,
 * with resend and revoke (confirmed). Embeddable on its own; the Organization tab shows it under the members.
 */
export function InvitationsList({ onInvitationResent, onInvitationRevoked, className }: InvitationsListProps) {
  const t = useTranslation(invitationsCatalogs);
  const locale = useLocale();
  const api = useApiClient();
  const toast = useToast();
  const orgId = useSessionStore((s) => s.organization?.id ?? null);
  const query = useQuery(invitationsQuery(api, orgId));
  const resend = useResendInvitation(orgId);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const focus = useReturnFocus();
  const formatDate = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), [locale]);
  const state = panelStateOf({ hasData: query.data !== undefined, isEmpty: query.data?.length === 0, error: query.error });
  const invitations = query.data ?? [];

  const sendAgain = (invitation: Invitation) =>
    resend.mutate(invitation.id, {
      onSuccess: (sent) => {
        toast.success(t('invitations.resend.success', { email: sent.email }));
        onInvitationResent?.(sent);
      },
      // 429 within a minute of the last send: the server's words say when to try again.
      onError: (error) => toast.error(getErrorMessage(error, t('invitations.resend.error'))),
    });

  return (
    <Card size="2" className={['okr-invitations-list', className].filter(Boolean).join(' ')} data-state={state}>
      <Flex direction="column" gap="1" mb="3">
        <Flex align="center" gap="2">
          <Heading as="h2" size="4">
            {t('invitations.title')}
          </Heading>
          {query.data && invitations.length > 0 ? (
            <Badge
              radius="full"
              variant="soft"
              aria-label={invitations.length === 1 ? t('invitations.countOne') : t('invitations.count', { count: invitations.length })}
            >
              {invitations.length}
            </Badge>
          ) : null}
        </Flex>
        <Text as="p" size="2" color="gray">
          {t('invitations.subtitle')}
        </Text>
      </Flex>
      {query.data === undefined ? (
        <PanelMessage
          state={state as 'loading' | 'error' | 'forbidden' | 'signed-out'}
          loading={t('invitations.loading')}
          error={t('invitations.loadError')}
          forbidden={t('invitations.forbidden')}
          signedOut={t('invitations.signedOut')}
          retryLabel={t('common.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : invitations.length === 0 ? (
        <EmptyState title={t('invitations.empty.title')} description={t('invitations.empty.description')} />
      ) : (
        <Box style={{ overflowX: 'auto' }}>
          <ScrollTable variant="surface" size="2" className="okr-invitations-table" aria-label={t('invitations.table.label')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('invitations.column.email')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('invitations.column.expires')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell align="right">{t('invitations.column.actions')}</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {invitations.map((invitation) => {
                const expired = invitation.status === 'expired';
                const expiry = formatDate.format(new Date(invitation.expiresAt));
                const resendLabel = t('invitations.resend.label', { email: invitation.email });
                const revokeLabel = t('invitations.revoke.label', { email: invitation.email });
                return (
                  <Table.Row key={invitation.id} align="center" data-invitation-id={invitation.id} data-status={invitation.status}>
                    <Table.RowHeaderCell>
                      <Text as="div" weight="medium" style={{ overflowWrap: 'anywhere' }}>
                        {invitation.email}
                      </Text>
                      <Flex align="center" gap="2" mt="1" wrap="wrap">
                        <Badge variant="soft" color="gray" highContrast>
                          {invitation.roleType}
                        </Badge>
                        <Text size="1" color="gray">
                          {t('invitations.invitedBy', { name: invitation.invitedBy.fullName })}
                        </Text>
                      </Flex>
                    </Table.RowHeaderCell>
                    <Table.Cell>
                      {expired ? (
                        <Badge variant="soft" color="amber" highContrast title={t('invitations.expiredOn', { date: expiry })}>
                          {t('invitations.expired')}
                        </Badge>
                      ) : (
                        <Text size="2" style={{ whiteSpace: 'nowrap' }}>
                          {t('invitations.expires', { date: expiry })}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell justify="end">
                      <Flex gap="3" justify="end" wrap="nowrap">
                        <Tooltip content={resendLabel}>
                          <IconButton
                            variant="ghost"
                            aria-label={resendLabel}
                            loading={resend.isPending && resend.variables === invitation.id}
                            onClick={() => sendAgain(invitation)}
                          >
                            <ReloadIcon />
                          </IconButton>
                        </Tooltip>
                        <Tooltip content={revokeLabel}>
                          <IconButton
                            variant="ghost"
                            color="red"
                            aria-label={revokeLabel}
                            onClick={() => {
                              focus.remember();
                              setRevoking(invitation);
                            }}
                          >
                            <TrashIcon />
                          </IconButton>
                        </Tooltip>
                      </Flex>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </ScrollTable>
        </Box>
      )}
      <RevokeInvitationDialog
        invitation={revoking}
        onClose={() => setRevoking(null)}
        onRevoked={onInvitationRevoked}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
    </Card>
  );
}
