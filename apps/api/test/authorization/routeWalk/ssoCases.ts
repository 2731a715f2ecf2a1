import { randomBytes } from 'node:crypto';
import type { ExpectedGuard, WalkCase, WalkWorld } from './walkCase';

/** The `settings` flag in the organization of `:id`, for people only (an API key gets 403). */
const peopleSettings = (action: 'read' | 'update' | 'delete'): ExpectedGuard => ({
  domain: 'settings',
  action,
  organizationFromRoute: true,
  people: true,
});

/** The walk's cases of single sign-on (issue 19): the connection for people with the settings flags, the flow public. */
export function ssoCases(world: WalkWorld): WalkCase[] {
  const onEnterprise = (organizationId: string) => world.db.updateTable('organizations').set({ plan: 'Enterprise' }).where('id', '=', organizationId).execute();

  /**
   * A saved connection (on Enterprise) with one domain, already verified: no provider or DNS is
   * called. Made once per organization (each caller's request comes again; DELETE removes it).
   */
  async function connectionOf(organizationId: string): Promise<string> {
    await onEnterprise(organizationId);
    await world.db
      .insertInto('sso_connections')
      .values({ organization_id: organizationId, issuer: 'https://idp.walk.test', client_id: 'walk', client_secret_sealed: 'unused', metadata: '{}', default_role_type: 'Viewer' })
      .onConflict((oc) => oc.column('organization_id').doNothing())
      .execute();
    const existing = await world.db.selectFrom('sso_domains').select('domain').where('organization_id', '=', organizationId).executeTakeFirst();
    if (existing) return existing.domain;
    const domain = `walk-${randomBytes(4).toString('hex')}.test`;
    await world.db.insertInto('sso_domains').values({ domain, organization_id: organizationId, token: 'walk-token', position: 0, verified_at: new Date() }).execute();
    return domain;
  }
  const base = (organizationId: string) => `/api/organizations/${organizationId}/sso`;
  return [
    {
      route: 'GET /api/organizations/:id/sso',
      guard: peopleSettings('read'),
      request: async (organizationId) => {
        await connectionOf(organizationId);
        return { url: base(organizationId) };
      },
      ok: 200,
    },
    {
      route: 'PUT /api/organizations/:id/sso',
      guard: peopleSettings('update'),
      request: async (organizationId) => {
        await onEnterprise(organizationId);
        // Nothing listens there: past the guard, the discovery fails at once (422).
        const issuer = 'https://127.0.0.1:1';
        return { url: base(organizationId), payload: { issuer, clientId: 'walk', clientSecret: 'walk-secret', domains: [`walk-${randomBytes(4).toString('hex')}.test`], defaultRoleType: 'Viewer', enforced: false } };
      },
      ok: 422,
    },
    {
      route: 'DELETE /api/organizations/:id/sso',
      guard: peopleSettings('delete'),
      request: async (organizationId) => {
        await connectionOf(organizationId);
        return { url: base(organizationId) };
      },
      ok: 204,
    },
    {
      route: 'POST /api/organizations/:id/sso/domains/:domain/verify',
      guard: peopleSettings('update'),
      request: async (organizationId) => ({ url: `${base(organizationId)}/domains/${await connectionOf(organizationId)}/verify` }),
      ok: 200,
    },
    {
      route: 'POST /api/auth/sso/start',
      guard: 'public',
      request: () => ({ url: '/api/auth/sso/start', payload: { email: `walker@nobody-${randomBytes(4).toString('hex')}.test` } }),
      ok: 404,
    },
    {
      route: 'GET /api/auth/sso/callback',
      guard: 'public',
      request: () => ({ url: '/api/auth/sso/callback?state=unknown&code=x' }),
      ok: 303,
    },
    {
      route: 'GET /api/auth/saml/:organizationId/metadata',
      guard: 'public',
      request: (organizationId) => ({ url: `/api/auth/saml/${organizationId}/metadata` }),
      ok: 404,
    },
    {
      route: 'POST /api/auth/saml/:organizationId/acs',
      guard: 'public',
      request: (organizationId) => ({ url: `/api/auth/saml/${organizationId}/acs`, payload: {} }),
      ok: 303,
    },
  ];
}
