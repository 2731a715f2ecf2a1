import { useRef, useState } from 'react';
import type { Webhook } from '@okr/contract';
import { ConfirmDeleteDialog, getErrorMessage, useToast, useTranslation } from '@okr/core';
import { useReturnFocus } from '../lib/panels/useReturnFocus';
import { webhooksCatalogs } from '../lib/catalogs/webhooksCatalogs';
import type { IntegrationViewSlots } from './IntegrationView';
import { DeliveriesDialog } from './DeliveriesDialog';
import { useWebhooks } from './useWebhooks';
import { WebhookDialog } from './WebhookDialog';
import { WebhooksView } from './WebhooksView';

export interface WebhooksPanelProps {
  onWebhookCreated?: (webhook: Webhook) => void;
  onWebhookUpdated?: (webhook: Webhook) => void;
  onWebhookDeleted?: (webhook: Webhook) => void;
  /** Free plan: the notice's button (the settings page switches to Billing); else a link to `billingHref`. */
  onSeeBilling?: () => void;
  billingHref?: string;
  /** Replace the empty state or the add button and keep the rest. */
  slots?: IntegrationViewSlots;
  className?: string;
}

/**
 * The organization's webhook endpoints (Pro and Enterprise): add and edit with an event picker,
 * the signing secret once, enable or disable, a test event, and each endpoint's deliveries log.
 */
export function WebhooksPanel({ onWebhookCreated, onWebhookUpdated, onWebhookDeleted, onSeeBilling, billingHref, slots, className }: WebhooksPanelProps) {
  const t = useTranslation(webhooksCatalogs);
  const toast = useToast();
  const model = useWebhooks();
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [logOf, setLogOf] = useState<Webhook | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const focus = useReturnFocus(() => addButton.current);
  const open =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      focus.remember();
      set(value);
    };

  const toggle = (webhook: Webhook, enabled: boolean) =>
    model.update.run(
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
    model.ping.run(webhook, {
      onSuccess: () => toast.success(t('webhooks.toast.pinged')),
      onError: (error) => toast.error(getErrorMessage(error, t('webhooks.error.ping'))),
    });
  const confirmDelete = () => {
    if (!deleting || model.remove.isPending) return;
    model.remove.run(deleting, {
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
    <WebhooksView
      state={model.state}
      webhooks={model.webhooks}
      can={model.can}
      pendingId={model.update.pendingId}
      onCreate={() => open(setEditing)('new')}
      onToggle={toggle}
      onDeliveries={open(setLogOf)}
      onPing={sendPing}
      onEdit={open(setEditing)}
      onDelete={open(setDeleting)}
      onRetry={model.retry}
      onSeeBilling={onSeeBilling}
      billingHref={billingHref}
      slots={slots}
      createButtonRef={addButton}
      className={className}
    >
      <WebhookDialog
        target={editing}
        onOpenChange={(next) => !next && setEditing(null)}
        onCreated={onWebhookCreated}
        onUpdated={onWebhookUpdated}
        onCloseAutoFocus={focus.onCloseAutoFocus}
        create={model.create}
        update={model.update}
      />
      <DeliveriesDialog webhook={logOf} onOpenChange={(next) => !next && setLogOf(null)} onCloseAutoFocus={focus.onCloseAutoFocus} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('webhooks.delete.title')}
        question={t('webhooks.delete.confirm', { url: deleting?.url ?? '' })}
        confirmLabel={t('webhooks.delete.action')}
        cancelLabel={t('common.cancel')}
        pending={model.remove.isPending}
        onConfirm={confirmDelete}
        onOpenChange={(next) => !next && setDeleting(null)}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
    </WebhooksView>
  );
}
