import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { webhooksPaths } from '@okr/contract';
import type { CreateWebhookRequest, CreateWebhookResponse, UpdateWebhookRequest, Webhook, WebhookDelivery } from '@okr/contract';
import { listQueryDefaults } from '@okr/core';
import type { ApiClient, OrgId } from '@okr/core';
import { nextPageOf } from '../lib/nextPageOf';
import { integrationKeys } from './api';
import { useInvalidatingMutation } from '../lib/useInvalidatingMutation';

/** Deliveries per page: a screenful of the log; older ones on "Show older". */
export const DELIVERIES_PAGE = 20;

/** `GET /organizations/{id}/webhooks`: the first page (200 endpoints) is every endpoint a team keeps. */
export function webhooksQuery(api: ApiClient, orgId: OrgId) {
  return queryOptions({
    queryKey: integrationKeys.webhooks(orgId),
    queryFn: () => api.get<Webhook[]>(webhooksPaths.list(orgId ?? ''), { params: { limit: 200 } }),
    enabled: orgId !== null,
    ...listQueryDefaults,
  });
}

interface DeliveriesPage {
  items: WebhookDelivery[];
  next: string | null;
}

/**
 * An endpoint's deliveries, newest first, page by page (the `Link` header's next page). While one
 * is pending the log is read again every few seconds, so a retry's outcome shows without a reload.
 */
export function deliveriesQuery(api: ApiClient, orgId: OrgId, webhookId: string) {
  return infiniteQueryOptions({
    queryKey: integrationKeys.deliveries(orgId, webhookId),
    queryFn: async ({ pageParam, signal }): Promise<DeliveriesPage> => {
      const url = pageParam ?? `${webhooksPaths.deliveries(orgId ?? '', webhookId)}?limit=${DELIVERIES_PAGE}`;
      const response = await api.axios.get<WebhookDelivery[]>(url, { signal });
      return { items: response.data, next: nextPageOf(response.headers.link) };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    enabled: orgId !== null,
    refetchInterval: (query) => (query.state.data?.pages.some((page) => page.items.some((d) => d.status === 'pending')) ? 5_000 : false),
  });
}

/** The list's counts and the deliveries logs both change: everything under the endpoints' key. */
function useWebhooksChange<Variables, Result>(orgId: OrgId, call: (api: ApiClient, variables: Variables) => Promise<Result>) {
  return useInvalidatingMutation(integrationKeys.webhooks(orgId), call);
}

/** `POST .../webhooks`: answers the endpoint and its signing secret, shown this once. */
export function useCreateWebhook(orgId: OrgId) {
  return useWebhooksChange(orgId, (api, body: CreateWebhookRequest) => api.post<CreateWebhookResponse>(webhooksPaths.list(orgId ?? ''), body));
}

/** `PATCH .../webhooks/{webhookId}`: URL, events, description, enabled (enabling resets the failure count). */
export function useUpdateWebhook(orgId: OrgId) {
  return useWebhooksChange(orgId, (api, { id, body }: { id: string; body: UpdateWebhookRequest }) =>
    api.patch<Webhook>(webhooksPaths.byId(orgId ?? '', id), body),
  );
}

/** `DELETE .../webhooks/{webhookId}`: no more deliveries to it. */
export function useDeleteWebhook(orgId: OrgId) {
  return useWebhooksChange(orgId, (api, hook: Webhook) => api.delete<void>(webhooksPaths.byId(orgId ?? '', hook.id)).then(() => hook));
}

/** `POST .../ping`: a `ping` event queued for this endpoint (202). */
export function usePingWebhook(orgId: OrgId) {
  return useWebhooksChange(orgId, (api, hook: Webhook) => api.post<WebhookDelivery>(webhooksPaths.ping(orgId ?? '', hook.id)));
}

/** `POST .../deliveries/{deliveryId}/redeliver`: the same event, same `webhook-id`, queued again (202). */
export function useRedeliver(orgId: OrgId, webhookId: string) {
  return useWebhooksChange(orgId, (api, delivery: WebhookDelivery) =>
    api.post<WebhookDelivery>(webhooksPaths.redeliver(orgId ?? '', webhookId, delivery.id)),
  );
}
