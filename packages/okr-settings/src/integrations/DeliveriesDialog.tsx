import { Badge, Box, Button, Callout, Code, Dialog, Flex, Spinner, Table, Text } from '@radix-ui/themes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Webhook, WebhookDelivery } from '@okr/contract';
import { EmptyState, ErrorState, OKR_ROOT_CLASS, ScrollTable, getErrorMessage, useApiClient, useLocale, useSessionStore, useToast, useTranslation } from '@okr/core';
import { webhooksCatalogs } from '../lib/catalogs/webhooksCatalogs';
import { deliveriesQuery, useRedeliver } from './webhooksApi';

export interface DeliveriesDialogProps {
  /** The endpoint whose log is open; closed while null. */
  webhook: Webhook | null;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

const statusColor = { succeeded: 'green', pending: 'amber', failed: 'red' } as const;

/** An endpoint's deliveries log, newest first: status, attempts, the last answer, and redeliver. */
export function DeliveriesDialog({ webhook, onOpenChange, onCloseAutoFocus }: DeliveriesDialogProps) {
  const t = useTranslation(webhooksCatalogs);
  return (
    <Dialog.Root open={webhook !== null} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="880px" className={OKR_ROOT_CLASS} onCloseAutoFocus={onCloseAutoFocus}>
        <Dialog.Title>{t('webhooks.deliveries.title')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3" style={{ overflowWrap: 'anywhere' }}>
          {webhook ? t('webhooks.deliveries.description', { url: webhook.url }) : null}
        </Dialog.Description>
        {webhook ? <DeliveriesLog webhook={webhook} /> : null}
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t('webhooks.deliveries.close')}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function DeliveriesLog({ webhook }: { webhook: Webhook }) {
  const t = useTranslation(webhooksCatalogs);
  const locale = useLocale();
  const api = useApiClient();
  const toast = useToast();
  const orgId = useSessionStore((s) => s.organization?.id ?? null);
  const query = useInfiniteQuery(deliveriesQuery(api, orgId, webhook.id));
  const redeliver = useRedeliver(orgId, webhook.id);
  const formatDate = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }), [locale]);
  const deliveries = query.data?.pages.flatMap((page) => page.items);

  if (deliveries === undefined) {
    return query.error ? (
      <ErrorState message={t('webhooks.deliveries.loadError')} retryLabel={t('common.retry')} onRetry={() => void query.refetch()} />
    ) : (
      <Flex role="status" align="center" gap="2" p="4">
        <Spinner aria-hidden="true" />
        <Text size="2" color="gray">
          {t('webhooks.deliveries.loading')}
        </Text>
      </Flex>
    );
  }
  if (deliveries.length === 0) return <EmptyState title={t('webhooks.deliveries.empty.title')} description={t('webhooks.deliveries.empty.body')} />;

  const send = (delivery: WebhookDelivery) =>
    redeliver.mutate(delivery, {
      onSuccess: () => toast.success(t('webhooks.toast.redelivered')),
      onError: (error) => toast.error(getErrorMessage(error, t('webhooks.error.redeliver'))),
    });

  return (
    <Flex direction="column" gap="3">
      {webhook.enabled ? null : (
        <Callout.Root color="amber" size="1">
          <Callout.Text>{t('webhooks.deliveries.disabledNote')}</Callout.Text>
        </Callout.Root>
      )}
      <Box style={{ overflowX: 'auto' }}>
        <ScrollTable variant="surface" size="1" className="okr-webhook-deliveries">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('webhooks.deliveries.column.event')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('webhooks.deliveries.column.status')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('webhooks.deliveries.column.answer')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('webhooks.deliveries.column.created')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell align="right">{t('common.actions')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {deliveries.map((delivery) => {
              const when = formatDate.format(new Date(delivery.createdAt));
              return (
                <Table.Row key={delivery.id} align="center" data-delivery-id={delivery.id} data-status={delivery.status}>
                  <Table.RowHeaderCell>
                    <Code size="1" variant="ghost">
                      {delivery.eventType}
                    </Code>
                    <Text as="div" size="1" color="gray" style={{ fontFamily: 'var(--code-font-family)' }}>
                      {delivery.eventId.slice(0, 8)}
                    </Text>
                  </Table.RowHeaderCell>
                  <Table.Cell>
                    <Badge variant="soft" color={statusColor[delivery.status]} highContrast>
                      {t(`webhooks.deliveries.status.${delivery.status}`)}
                    </Badge>
                    <Text as="div" size="1" color="gray">
                      {t(`webhooks.deliveries.attempts.${delivery.attempts === 0 ? 'zero' : delivery.attempts === 1 ? 'one' : 'other'}`, { count: delivery.attempts })}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <Text size="1" style={{ overflowWrap: 'anywhere' }}>
                      {delivery.lastError ?? (delivery.responseStatus !== null ? `HTTP ${delivery.responseStatus}` : t('webhooks.deliveries.noAnswer'))}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <Text size="1" style={{ whiteSpace: 'nowrap' }}>
                      {when}
                    </Text>
                  </Table.Cell>
                  <Table.Cell justify="end">
                    <Button
                      size="1"
                      variant="soft"
                      disabled={delivery.status === 'pending' || (redeliver.isPending && redeliver.variables?.id === delivery.id)}
                      aria-label={t('webhooks.deliveries.redeliverLabel', { event: delivery.eventType, date: when })}
                      onClick={() => send(delivery)}
                    >
                      {t('webhooks.deliveries.redeliver')}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </ScrollTable>
      </Box>
      {query.hasNextPage ? (
        <Flex justify="center">
          <Button variant="soft" color="gray" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {t('webhooks.deliveries.older')}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
