import { Badge, Box, Card, Flex, Heading, IconButton, Table, Text, Tooltip } from '@radix-ui/themes';
import { useMemo } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { Invitation } from '@okr/contract';
import { cx, EmptyState, PanelMessage, ScrollTable, useLocale, useTranslation } from '@okr/core';
import type { ApiError, PanelState } from '@okr/core';
import { invitationsCatalogs } from '../lib/catalogs/invitationsCatalogs';
import { ReloadIcon, TrashIcon } from '../lib/settingsIcons';
import type { InvitationsCan } from './invitationPermissions';

/** Parts of the invitations list a partner replaces while keeping the rest. */
export interface InvitationsViewSlots {
  /** The list's empty state (no open invitation). */
  empty?: ComponentType;
}

export interface InvitationsViewProps {
  /** The `data-state`: `loading|empty|error|ready|forbidden|signed-out`. */
  state: PanelState;
  invitations: Invitation[];
  can: InvitationsCan;
  /** Behind `forbidden`: its server message is shown. */
  error?: ApiError | null;
  /** The invitation being sent again, if any. */
  resendPendingId?: string | null;
  onResend: (invitation: Invitation) => void;
  onRevoke: (invitation: Invitation) => void;
  onRetry: () => void;
  slots?: InvitationsViewSlots;
  className?: string;
  /** Rendered inside the panel (its dialog). */
  children?: ReactNode;
}

function DefaultEmpty() {
  const t = useTranslation(invitationsCatalogs);
  return <EmptyState title={t('invitations.empty.title')} description={t('invitations.empty.description')} />;
}

/** The open invitations over plain data: pending and expired ones with resend and revoke. */
export function InvitationsView({ state, invitations, can, error, resendPendingId = null, onResend, onRevoke, onRetry, slots = {}, className, children }: InvitationsViewProps) {
  const t = useTranslation(invitationsCatalogs);
  const locale = useLocale();
  const formatDate = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), [locale]);
  const Empty = slots.empty ?? DefaultEmpty;
  return (
    <Card size="2" className={cx('okr-invitations-list', className)} data-state={state}>
      <Flex direction="column" gap="1" mb="3">
        <Flex align="center" gap="2">
          <Heading as="h2" size="4">
            {t('invitations.title')}
          </Heading>
          {invitations.length > 0 ? (
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
      {state !== 'ready' && state !== 'empty' ? (
        <PanelMessage
          state={state as 'loading' | 'error' | 'forbidden' | 'signed-out'}
          loading={t('invitations.loading')}
          error={t('invitations.loadError')}
          forbidden={error?.message || t('invitations.forbidden')}
          signedOut={t('invitations.signedOut')}
          retryLabel={t('common.retry')}
          onRetry={onRetry}
        />
      ) : invitations.length === 0 ? (
        <Empty />
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
                        {can.resend ? (
                          <Tooltip content={resendLabel}>
                            <IconButton variant="ghost" aria-label={resendLabel} loading={resendPendingId === invitation.id} onClick={() => onResend(invitation)}>
                              <ReloadIcon />
                            </IconButton>
                          </Tooltip>
                        ) : null}
                        {can.revoke ? (
                        <Tooltip content={revokeLabel}>
                          <IconButton
                            variant="ghost"
                            color="red"
                            aria-label={revokeLabel}
                            onClick={() => onRevoke(invitation)}
                          >
                            <TrashIcon />
                          </IconButton>
                        </Tooltip>
                        ) : null}
                      </Flex>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </ScrollTable>
        </Box>
      )}
      {children}
    </Card>
  );
}
