import { Badge, Button, Flex, IconButton, Switch, Table, Text, Tooltip } from '@radix-ui/themes';
import { WEBHOOK_FAILURES_BEFORE_DISABLE } from '@okr/contract';
import type { Webhook } from '@okr/contract';
import { useTranslation } from '@okr/core';
import { PencilIcon, SendIcon, TrashIcon } from '../lib/panels/icons';
import { webhooksCatalogs } from '../lib/catalogs/webhooksCatalogs';
import type { WebhooksCan } from './webhooksCanOf';

export interface WebhookRowProps {
  webhook: Webhook;
  /** "5 Mar 2026, 14:02" or "Never". */
  lastDelivery: string;
  /** A change of this endpoint is under way (the switch waits for it). */
  busy: boolean;
  /** What the caller may do: the switch, test and edit need `update`, delete needs `remove`. */
  can: WebhooksCan;
  onToggle: (enabled: boolean) => void;
  onDeliveries: () => void;
  onPing: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** The events of an endpoint in a few words: the first two, then how many more. */
function useEventsSummary() {
  const t = useTranslation(webhooksCatalogs);
  return (events: readonly string[]) =>
    events.length <= 2 ? events.join(', ') : t('webhooks.eventsMore', { events: events.slice(0, 2).join(', '), count: events.length - 2 });
}

/** One endpoint: where it points, what it receives, whether it is on, and what can be done to it. */
export function WebhookRow({ webhook, lastDelivery, busy, can, onToggle, onDeliveries, onPing, onEdit, onDelete }: WebhookRowProps) {
  const t = useTranslation(webhooksCatalogs);
  const summary = useEventsSummary();
  const autoDisabled = !webhook.enabled && webhook.consecutiveFailures >= WEBHOOK_FAILURES_BEFORE_DISABLE;
  const failing = webhook.enabled && webhook.consecutiveFailures > 0;
  const status = webhook.enabled ? (failing ? 'failing' : 'enabled') : 'disabled';
  const color = { enabled: 'green', failing: 'amber', disabled: 'gray' } as const;
  const action = (label: string, icon: React.ReactNode, onClick: () => void, tone?: 'red') => (
    <Tooltip content={label}>
      <IconButton variant="ghost" color={tone} aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <Table.Row align="center" data-webhook-id={webhook.id} data-status={status}>
      <Table.RowHeaderCell style={{ minWidth: '14rem', maxWidth: '24rem' }}>
        <Text as="div" weight="medium" size="2" style={{ wordBreak: 'break-all' }}>
          {webhook.url}
        </Text>
        {webhook.description ? (
          <Text as="div" size="1" color="gray">
            {webhook.description}
          </Text>
        ) : null}
      </Table.RowHeaderCell>
      <Table.Cell>
        <Text as="div" size="2">
          {t(`webhooks.eventCount.${webhook.events.length === 1 ? 'one' : 'other'}`, { count: webhook.events.length })}
        </Text>
        <Text as="div" size="1" color="gray" style={{ fontFamily: 'var(--code-font-family)' }}>
          {summary(webhook.events)}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <Flex align="center" gap="2">
          <Switch
            size="1"
            checked={webhook.enabled}
            disabled={busy || !can.update}
            aria-label={t('webhooks.enabledLabel', { url: webhook.url })}
            onCheckedChange={(checked) => onToggle(checked)}
          />
          <Badge variant="soft" color={color[status]} highContrast>
            {t(`webhooks.status.${status}`)}
          </Badge>
        </Flex>
        {autoDisabled || failing ? (
          <Text as="div" size="1" color="gray" mt="1">
            {autoDisabled ? t('webhooks.autoDisabled', { count: WEBHOOK_FAILURES_BEFORE_DISABLE }) : t(`webhooks.failingCount.${webhook.consecutiveFailures === 1 ? 'one' : 'other'}`, { count: webhook.consecutiveFailures })}
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell>
        <Text size="2" style={{ whiteSpace: 'nowrap' }}>
          {lastDelivery}
        </Text>
      </Table.Cell>
      <Table.Cell justify="end">
        <Flex gap="3" align="center" justify="end">
          <Button size="1" variant="soft" aria-label={t('webhooks.deliveriesLabel', { url: webhook.url })} onClick={onDeliveries}>
            {t('webhooks.deliveriesButton')}
          </Button>
          {can.update ? action(t('webhooks.pingLabel', { url: webhook.url }), <SendIcon />, onPing) : null}
          {can.update ? action(t('webhooks.editLabel', { url: webhook.url }), <PencilIcon />, onEdit) : null}
          {can.remove ? action(t('webhooks.deleteLabel', { url: webhook.url }), <TrashIcon />, onDelete, 'red') : null}
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}
