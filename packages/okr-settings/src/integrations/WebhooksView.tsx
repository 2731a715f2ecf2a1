import { useMemo } from 'react';
import type { Webhook } from '@okr/contract';
import { useLocale, useTranslation } from '@okr/core';
import { webhooksCatalogs } from '../lib/catalogs/webhooksCatalogs';
import { integrationPanelTexts } from './IntegrationPanel';
import { IntegrationView } from './IntegrationView';
import type { IntegrationViewBaseProps } from './IntegrationView';
import type { WebhooksCan } from './webhooksCanOf';
import { WebhookRow } from './WebhookRow';

export interface WebhooksViewProps extends IntegrationViewBaseProps {
  webhooks: Webhook[];
  can: WebhooksCan;
  /** The endpoint being changed (its switch waits), if any. */
  pendingId?: string | null;
  onToggle: (webhook: Webhook, enabled: boolean) => void;
  onDeliveries: (webhook: Webhook) => void;
  onPing: (webhook: Webhook) => void;
  onEdit: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
}

/** The organization's webhook endpoints over plain data: the table, its states, and slots for its parts. */
export function WebhooksView({ webhooks, can, pendingId = null, onToggle, onDeliveries, onPing, onEdit, onDelete, ...frame }: WebhooksViewProps) {
  const t = useTranslation(webhooksCatalogs);
  const locale = useLocale();
  const formatDate = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }), [locale]);
  const columns = [t('webhooks.column.endpoint'), t('webhooks.column.events'), t('webhooks.column.status'), t('webhooks.column.lastDelivery'), t('common.actions')];
  return (
    <IntegrationView
      {...frame}
      rootClass="okr-webhooks"
      tableClass="okr-webhooks-table"
      texts={integrationPanelTexts(t, 'webhooks')}
      items={webhooks}
      canCreate={can.create}
      createLabel={t('webhooks.add.open')}
      columns={columns}
      row={(webhook) => (
        <WebhookRow
          key={webhook.id}
          webhook={webhook}
          lastDelivery={webhook.lastDeliveryAt ? formatDate.format(new Date(webhook.lastDeliveryAt)) : t('webhooks.neverDelivered')}
          busy={pendingId === webhook.id}
          can={can}
          onToggle={(enabled) => onToggle(webhook, enabled)}
          onDeliveries={() => onDeliveries(webhook)}
          onPing={() => onPing(webhook)}
          onEdit={() => onEdit(webhook)}
          onDelete={() => onDelete(webhook)}
        />
      )}
    />
  );
}
