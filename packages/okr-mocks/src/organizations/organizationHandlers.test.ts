import { ErrorBody, Organization, SwitchOrganizationResponse, UserOrganization } from '@okr/contract/schemas';
import { describe, expect, it } from 'vitest';
import { demoIds, demoTokens } from '../db/demoSeed';
import { resetActiveMockDb } from '../activeMockDb';
import { setupMswServer } from '../testing/setupMswServer';
import { authHandlers, organizationHandlers } from '../handlers';
import { manyOrganizationNames } from './organizationScenarios';

const api = 'http://localhost:6006/api';
const server = setupMswServer();

function call(path: string, init: RequestInit & { token?: string } = {}) {
  const { token = demoTokens('admin').accessToken, ...rest } = init;
  return fetch(`${api}${path}`, {
    ...rest,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...rest.headers },
  });
}

async function userOrganizations() {
  return UserOrganization.array().parse(await (await call('/organizations/user')).json());
}

describe('organizationHandlers', () => {
  it('lists the caller organizations with membership and roles', async () => {
    server.use(...organizationHandlers.default);
    expect((await userOrganizations()).map((org) => [org.name, org.membershipType, org.roles[0]?.roleType])).toEqual([
      ['Acme Corp', 'Owner', 'Admin'],
      ['Globex', 'Member', 'Editor'],
    ]);
  });

  it('switches organization and answers the roles held there; /auth/me follows', async () => {
    server.use(...organizationHandlers.default, ...authHandlers.default);
    const response = await call('/organizations/switch', {
      method: 'POST',
      body: JSON.stringify({ organizationId: demoIds.organizations.globex }),
    });
    const switched = SwitchOrganizationResponse.parse(await response.json());
    expect(switched.organization.name).toBe('Globex');
    expect(switched.userRoles.map((role) => role.roleType)).toEqual(['Editor']);
    const me = (await (await call('/auth/me')).json()) as { organization: { name: string } };
    expect(me.organization.name).toBe('Globex');
  });

  it('hides organizations of other tenants behind 404 and checks permissions on PATCH', async () => {
    server.use(...organizationHandlers.default);
    const foreign = await call(`/organizations/${demoIds.organizations.acme}`, { token: demoTokens('newcomer').accessToken });
    expect(foreign.status).toBe(404);
    const forbidden = await call(`/organizations/${demoIds.organizations.acme}`, {
      method: 'PATCH',
      token: demoTokens('viewer').accessToken,
      body: JSON.stringify({ name: 'Viewer rename' }),
    });
    expect(ErrorBody.parse(await forbidden.json()).code).toBe('FORBIDDEN');
    const updated = await call(`/organizations/${demoIds.organizations.acme}`, {
      method: 'PATCH',
      body: JSON.stringify({ name: 'Acme Renamed' }),
    });
    expect(Organization.parse(await updated.json()).name).toBe('Acme Renamed');
  });

  it('answers 404 to a SuperAdmin who is not a member, on PATCH and DELETE, like the API', async () => {
    server.use(...organizationHandlers.default);
    const acme = `/organizations/${demoIds.organizations.acme}`;
    const token = demoTokens('superAdmin').accessToken;
    const patched = await call(acme, { method: 'PATCH', token, body: JSON.stringify({ name: 'Taken over' }) });
    expect(patched.status).toBe(404);
    expect(ErrorBody.parse(await patched.json()).code).toBe('NOT_FOUND');
    expect((await call(acme, { method: 'DELETE', token })).status).toBe(404);
    // Reading stays open to a SuperAdmin.
    expect((await call(acme, { token })).status).toBe(200);
  });

  it('stores an empty website or industry as null, like the API', async () => {
    server.use(...organizationHandlers.default);
    const updated = await call(`/organizations/${demoIds.organizations.acme}`, {
      method: 'PATCH',
      body: JSON.stringify({ name: 'Acme Corp', website: '', industry: '', size: 'small' }),
    });
    expect(Organization.parse(await updated.json())).toMatchObject({ website: null, industry: null });
    const created = await call('/organizations', {
      method: 'POST',
      body: JSON.stringify({ name: 'Blank Fields', website: '', industry: '' }),
    });
    expect(Organization.parse(await created.json())).toMatchObject({ website: null, industry: null });
  });

  it('creates an organization and lets only its owner delete it', async () => {
    server.use(...organizationHandlers.default);
    const created = Organization.parse(
      await (await call('/organizations', { method: 'POST', body: JSON.stringify({ name: 'Side Project' }) })).json(),
    );
    expect((await userOrganizations()).find((org) => org.id === created.id)?.membershipType).toBe('Owner');
    const notOwner = await call(`/organizations/${demoIds.organizations.globex}`, { method: 'DELETE' });
    expect(notOwner.status).toBe(403);
    expect((await call(`/organizations/${created.id}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('reshapes a fresh db per scenario: one, many, empty', async () => {
    server.use(...organizationHandlers.one);
    expect((await userOrganizations()).map((org) => org.name)).toEqual(['Acme Corp']);

    resetActiveMockDb();
    server.resetHandlers(...organizationHandlers.many);
    expect(await userOrganizations()).toHaveLength(2 + manyOrganizationNames.length);

    resetActiveMockDb();
    server.resetHandlers(...organizationHandlers.empty);
    expect(await userOrganizations()).toEqual([]);

    resetActiveMockDb();
    server.resetHandlers(...organizationHandlers.default);
    expect(await userOrganizations()).toHaveLength(2);
  });

  it('fails the list and the switch in the error scenarios', async () => {
    server.use(...organizationHandlers.error);
    const failed = await call('/organizations/user');
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL_ERROR' });

    server.resetHandlers(...organizationHandlers.switchError);
    const switched = await call('/organizations/switch', {
      method: 'POST',
      body: JSON.stringify({ organizationId: demoIds.organizations.globex }),
    });
    expect(switched.status).toBe(500);
    expect(await switched.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL_ERROR' });
  });
});
