import { randomUUID } from 'node:crypto';
import type { ExpectedGuard, WalkCase, WalkWorld } from './walkCase';

/** The `settings` flag in the organization of `:id`, for people only (an API key gets 403). */
const peopleSettings = (action: 'create' | 'read' | 'update' | 'delete'): ExpectedGuard => ({
  domain: 'settings',
  action,
  organizationFromRoute: true,
  people: true,
});

/** The walk's cases of chat channels (issue 35): an organization's Slack and Teams channels, managed by people only. */
export function chatCases(world: WalkWorld): WalkCase[] {
  const onPro = (organizationId: string) => world.db.updateTable('organizations').set({ plan: 'Pro' }).where('id', '=', organizationId).execute();

  /** A channel of the organization (on Pro), disabled: the test message the walk queues fails at once instead of calling out. */
  async function channelOf(organizationId: string): Promise<string> {
    await onPro(organizationId);
    const id = randomUUID();
    await world.db
      .insertInto('chat_channels')
      .values({ id, organization_id: organizationId, kind: 'slack', name: 'Walk', url: 'https://93.184.216.34/walk', events: JSON.stringify(['check_in.created']), enabled: false })
      .execute();
    return id;
  }
  const base = (organizationId: string) => `/api/organizations/${organizationId}/chat-channels`;
  return [
    {
      route: 'POST /api/organizations/:id/chat-channels',
      guard: peopleSettings('create'),
      request: async (organizationId) => {
        await onPro(organizationId);
        // An address literal: saved without a DNS lookup.
        return { url: base(organizationId), payload: { kind: 'teams', name: 'Walk', url: 'https://93.184.216.34/walk', events: ['weekly_digest'] } };
      },
      ok: 201,
    },
    {
      route: 'GET /api/organizations/:id/chat-channels',
      guard: peopleSettings('read'),
      request: (organizationId) => ({ url: base(organizationId) }),
      ok: 200,
    },
    {
      route: 'PATCH /api/organizations/:id/chat-channels/:channelId',
      guard: peopleSettings('update'),
      request: async (organizationId) => ({ url: `${base(organizationId)}/${await channelOf(organizationId)}`, payload: { name: 'Walked' } }),
      ok: 200,
    },
    {
      route: 'DELETE /api/organizations/:id/chat-channels/:channelId',
      guard: peopleSettings('delete'),
      request: async (organizationId) => ({ url: `${base(organizationId)}/${await channelOf(organizationId)}` }),
      ok: 204,
    },
    {
      route: 'POST /api/organizations/:id/chat-channels/:channelId/test',
      guard: peopleSettings('update'),
      request: async (organizationId) => ({ url: `${base(organizationId)}/${await channelOf(organizationId)}/test` }),
      ok: 202,
    },
  ];
}
