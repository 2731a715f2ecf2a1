import { randomUUID } from 'node:crypto';
import type { ExpectedGuard, WalkCase, WalkWorld } from './walkCase';

/** The `settings` flag in the organization of `:id`, for people only (an API key gets 403). */
const peopleSettings = (action: 'create' | 'read' | 'update' | 'delete'): ExpectedGuard => ({
  domain: 'settings',
  action,
  organizationFromRoute: true,
  people: true,
});

/** The walk's cases of webhooks (issue 18): an organization's endpoints and deliveries, managed by people only. */
export function webhookCases(world: WalkWorld): WalkCase[] {
  const onPro = (organizationId: string) => world.db.updateTable('organizations').set({ plan: 'Pro' }).where('id', '=', organizationId).execute();

  /**
   * An endpoint of the organization (on Pro) with one delivery. Disabled, so what the walk queues
   * (ping, redeliver) fails at once instead of calling out; its secret is never read then.
   */
  async function hookOf(organizationId: string): Promise<{ webhookId: string; deliveryId: string }> {
    await onPro(organizationId);
    const webhookId = randomUUID();
    await world.db
      .insertInto('webhooks')
      .values({ id: webhookId, organization_id: organizationId, url: 'https://93.184.216.34/walk', events: JSON.stringify(['objective.created']), secret_encrypted: 'unused', enabled: false, language: 'en' })
      .execute();
    const deliveryId = randomUUID();
    await world.db
      .insertInto('webhook_deliveries')
      .values({ id: deliveryId, webhook_id: webhookId, organization_id: organizationId, event_id: randomUUID(), event_type: 'ping', body: '{}', status: 'failed' })
      .execute();
    return { webhookId, deliveryId };
  }
  const base = (organizationId: string) => `/api/organizations/${organizationId}/webhooks`;
  return [
    {
      route: 'POST /api/organizations/:id/webhooks',
      guard: peopleSettings('create'),
      request: async (organizationId) => {
        await onPro(organizationId);
        // An address literal: saved without a DNS lookup.
        return { url: base(organizationId), payload: { url: 'https://93.184.216.34/walk', events: ['objective.created'] } };
      },
      ok: 201,
    },
    {
      route: 'GET /api/organizations/:id/webhooks',
      guard: peopleSettings('read'),
      request: (organizationId) => ({ url: base(organizationId) }),
      ok: 200,
    },
    {
      route: 'PATCH /api/organizations/:id/webhooks/:webhookId',
      guard: peopleSettings('update'),
      request: async (organizationId) => ({ url: `${base(organizationId)}/${(await hookOf(organizationId)).webhookId}`, payload: { description: 'Walked' } }),
      ok: 200,
    },
    {
      route: 'DELETE /api/organizations/:id/webhooks/:webhookId',
      guard: peopleSettings('delete'),
      request: async (organizationId) => ({ url: `${base(organizationId)}/${(await hookOf(organizationId)).webhookId}` }),
      ok: 204,
    },
    {
      route: 'GET /api/organizations/:id/webhooks/:webhookId/deliveries',
      guard: peopleSettings('read'),
      request: async (organizationId) => ({ url: `${base(organizationId)}/${(await hookOf(organizationId)).webhookId}/deliveries` }),
      ok: 200,
    },
    {
      route: 'POST /api/organizations/:id/webhooks/:webhookId/deliveries/:deliveryId/redeliver',
      guard: peopleSettings('update'),
      request: async (organizationId) => {
        const { webhookId, deliveryId } = await hookOf(organizationId);
        return { url: `${base(organizationId)}/${webhookId}/deliveries/${deliveryId}/redeliver` };
      },
      ok: 202,
    },
    {
      route: 'POST /api/organizations/:id/webhooks/:webhookId/ping',
      guard: peopleSettings('update'),
      request: async (organizationId) => ({ url: `${base(organizationId)}/${(await hookOf(organizationId)).webhookId}/ping` }),
      ok: 202,
    },
  ];
}
