import { Button, Table } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import type { Webhook } from '@okr/contract';
import { ScrollTable, getErrorMessage, useApiClient, useLocale, useSessionStore, useToast, useTranslation } from '@okr/core';
import { ConfirmDeleteDialog } from '../lib/panels/ConfirmDeleteDialog';
import { PlusIcon } from '../lib/panels/icons';
import { panelStateOf } from '../lib/panels/panelState';
import { useReturnFocus } from '../lib/panels/useReturnFocus';
import { webhooksCatalogs } from '../lib/catalogs/webhooksCatalogs';
import { DeliveriesDialog } from './DeliveriesDialog';
import { IntegrationPanel, integrationPanelTexts } from './IntegrationPanel';
import { WebhookDialog } from './WebhookDialog';
import { useDeleteWebhook, usePingWebhook, useUpdateWebhook, webhooksQuery } from './webhooksApi';
import { WebhookRow } from './WebhookRow';

export interface WebhooksPanelProps {
  onWebhookCreated?: (webhook: Webhook) => void;
  onWebhookUpdated?: (webhook: Webhook) => void;
  onWebhookDeleted?: (webhook: Webhook) => void;
  /** Free plan: the notice's button (the settings page switches to Billing); else a link to `billingHref`. */
  onSeeBilling?: () => void;
  billingHref?: string;
  className?: string;
}

/**
 * The organization's webhook endpoints (Pro and Enterprise): add and edit with an event picker,
 * the signing secret once, enable or disable, a test event, and each endpoint's deliveries log.
 */
export function WebhooksPanel({ onWebhookCreated, onWebhookUpdated, onWebhookDeleted, onSeeBilling, billingHref, className }: WebhooksPanelProps) {
  const t = useTranslation(webhooksCatalogs);
  const locale = useLocale();
  const api = useApiClient();
  const toast = useToast();
  const organization = useSessionStore((s) => s.organization);
  const orgId = organization?.id ?? null;
  const query = useQuery(webhooksQuery(api, orgId));
  const update = useUpdateWebhook(orgId);
  const ping = usePingWebhook(orgId);
  const remove = useDeleteWebhook(orgId);
  const free = organization?.plan === 'Free';
  const state = free ? 'locked' : panelStateOf({ hasData: query.data !== undefined, isEmpty: query.data?.length === 0, error: query.error });
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [logOf, setLogOf] = useState<Webhook | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const focus = useReturnFocus(() => addButton.current);
  const formatDate = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }), [locale]);
  const open = <T,>(set: (value: T) => void, value: T) => {
    focus.remember();
    set(value);
  };

  const toggle = (webhook: Webhook, enabled: boolean) =>
    update.mutate(
      { id: webhook.id, body: { enabled } },
      {
        onSuccess: (saved) => {
          toast.success(t(enabled ? 'webhooks.toast.enabled' : 'webhooks.toast.disabled'));
          onWebhookUpdated?.(saved);
        },
        onError: (error) => toast.error(getErrorMessage(error, t('webhooks.error.update'))),
      },
    );
  const sendPing = (webhook: Webhook) =>
    ping.mutate(webhook, {
      onSuccess: () => toast.success(t('webhooks.toast.pinged')),
      onError: (error) => toast.error(getErrorMessage(error, t('webhooks.error.ping'))),
    });
  const confirmDelete = () => {
    if (!deleting || remove.isPending) return;
    remove.mutate(deleting, {
      onSuccess: (gone) => {
        toast.success(t('webhooks.toast.deleted'));
        onWebhookDeleted?.(gone);
        setDeleting(null);
      },
      onError: (error) => {
        toast.error(getErrorMessage(error, t('webhooks.error.delete')));
        setDeleting(null);
      },
    });
  };

  return (
    <IntegrationPanel
      rootClass="okr-webhooks"
      className={className}
      state={state}
      texts={integrationPanelTexts(t, 'webhooks')}
      items={query.data}
      onRetry={() => void query.refetch()}
      onSeeBilling={onSeeBilling}
      billingHref={billingHref}
      action={
        <Button ref={addButton} onClick={() => open(setEditing, 'new')}>
          <PlusIcon />
          {t('webhooks.add.open')}
        </Button>
      }
      list={(webhooks) => (
        <ScrollTable variant="surface" size="2" className="okr-webhooks-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('webhooks.column.endpoint')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('webhooks.column.events')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('webhooks.column.status')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('webhooks.column.lastDelivery')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell align="right">{t('common.actions')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {webhooks.map((webhook) => (
              <WebhookRow
                key={webhook.id}
                webhook={webhook}
                lastDelivery={webhook.lastDeliveryAt ? formatDate.format(new Date(webhook.lastDeliveryAt)) : t('webhooks.neverDelivered')}
                busy={update.isPending && update.variables?.id === webhook.id}
                onToggle={(enabled) => toggle(webhook, enabled)}
                onDeliveries={() => open(setLogOf, webhook)}
                onPing={() => sendPing(webhook)}
                onEdit={() => open(setEditing, webhook)}
                onDelete={() => open(setDeleting, webhook)}
              />
            ))}
          </Table.Body>
        </ScrollTable>
      )}
    >
      <WebhookDialog
        target={editing}
        onOpenChange={(next) => !next && setEditing(null)}
        onCreated={onWebhookCreated}
        onUpdated={onWebhookUpdated}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
      <DeliveriesDialog webhook={logOf} onOpenChange={(next) => !next && setLogOf(null)} onCloseAutoFocus={focus.onCloseAutoFocus} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('webhooks.delete.title')}
        question={t('webhooks.delete.confirm', { url: deleting?.url ?? '' })}
        confirmLabel={t('webhooks.delete.action')}
        cancelLabel={t('common.cancel')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onOpenChange={(next) => !next && setDeleting(null)}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
    </IntegrationPanel>
  );
}
