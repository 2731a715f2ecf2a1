import { useQuery } from '@tanstack/react-query';
import type { CreateWebhookRequest, CreateWebhookResponse, UpdateWebhookRequest, Webhook, WebhookDelivery } from '@okr/contract';
import type { ApiError } from '@okr/core';
import { asIs, panelActionOf } from '../lib/panels/panelAction';
import type { PanelAction } from '../lib/panels/panelAction';
import { useCallerPanel } from '../lib/panels/useCallerPanel';
import { useIntegrationList } from './useIntegrationList';
import type { IntegrationState } from './useIntegrationList';
import { webhooksCanOf } from './webhooksCanOf';
import type { WebhooksCan } from './webhooksCanOf';
import { useCreateWebhook, useDeleteWebhook, usePingWebhook, useUpdateWebhook, webhooksQuery } from './webhooksApi';

/** Only the fields that change (enabling resets the failure count). */
export interface UpdateWebhookInput {
  id: string;
  body: UpdateWebhookRequest;
}

export interface WebhooksModel {
  /** The panel's `data-state`: a panel's words, or `locked` on the Free plan (show the plan notice). */
  state: IntegrationState;
  /** Every endpoint; empty until loaded. */
  webhooks: Webhook[];
  /** The failure behind `error` or `forbidden`, else null. */
  error: ApiError | null;
  can: WebhooksCan;
  /**
   * `POST .../webhooks`: the result carries the endpoint and its signing secret, which the server shows
   * this once; the hook keeps no copy (show it from `onSuccess`, then forget it).
   */
  create: PanelAction<CreateWebhookRequest, CreateWebhookResponse>;
  /** `PATCH .../webhooks/{id}` (edit, enable, disable). `pendingId`: the endpoint being changed. */
  update: PanelAction<UpdateWebhookInput, Webhook> & { pendingId: string | null };
  /** `POST .../ping`: a test event queued (202). */
  ping: PanelAction<Webhook, WebhookDelivery>;
  /** `DELETE .../webhooks/{id}`: no more deliveries to it. */
  remove: PanelAction<Webhook, Webhook>;
  retry: () => void;
}

/** The organization's webhook endpoints (Pro and Enterprise) without a view. */
export function useWebhooks(): WebhooksModel {
  const { api, orgId, can } = useCallerPanel(webhooksCanOf);
  const list = useIntegrationList(useQuery(webhooksQuery(api, orgId)));
  const create = useCreateWebhook(orgId);
  const update = useUpdateWebhook(orgId);
  const ping = usePingWebhook(orgId);
  const remove = useDeleteWebhook(orgId);
  return {
    state: list.state,
    webhooks: list.items,
    error: list.error,
    can,
    create: panelActionOf(create, asIs<CreateWebhookRequest>),
    update: { ...panelActionOf(update, asIs<UpdateWebhookInput>), pendingId: update.isPending ? (update.variables?.id ?? null) : null },
    ping: panelActionOf(ping, asIs<Webhook>),
    remove: panelActionOf(remove, asIs<Webhook>),
    retry: list.retry,
  };
}
