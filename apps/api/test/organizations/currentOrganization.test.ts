import { ORGANIZATION_HEADER } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { bearer, login, register } from '../support/api';
import { joinOrganization } from '../support/membership';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

function switchTo(token: string, organizationId: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/organizations/switch',
    headers: bearer(token),
    payload: { organizationId },
  });
}

/** Ada owns her organization and is a Viewer in Bob's. */
async function adaInBobsOrganization() {
  const ada = await register(ctx.app);
  const bob = await register(ctx.app);
  await joinOrganization(ctx.db, bob.organization!.id, ada.user.id, 'Viewer');
  return { ada, bob, bobsOrgId: bob.organization!.id };
}

function deactivateMembership(organizationId: string, userId: string) {
  return ctx.db
    .updateTable('organization_members')
    .set({ is_active: false })
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .execute();
}

describe('POST /api/organizations/switch', () => {
  it('switches to an organization the caller belongs to and answers their roles there', async () => {
    const { ada, bobsOrgId } = await adaInBobsOrganization();
    const response = await switchTo(ada.accessToken, bobsOrgId);
    expect(response.statusCode).toBe(200);
    expect(response.json().organization.id).toBe(bobsOrgId);
    expect(response.json().userRoles).toEqual([
      expect.objectContaining({ roleType: 'Viewer', organizationId: bobsOrgId }),
    ]);
  });

  it('is remembered on the server: me and the next sign-in use it', async () => {
    const { ada, bobsOrgId } = await adaInBobsOrganization();
    await switchTo(ada.accessToken, bobsOrgId);
    const me = (await ctx.app.inject({ url: '/api/auth/me', headers: bearer(ada.accessToken) })).json();
    expect(me.organization.id).toBe(bobsOrgId);
    expect(me.user.roles).toEqual([expect.objectContaining({ roleType: 'Viewer' })]);
    const signIn = (await login(ctx.app, ada.email, ada.password)).json();
    expect(signIn.organization.id).toBe(bobsOrgId);
  });

  it('answers 404 for an organization the caller does not belong to, and keeps the current one', async () => {
    const ada = await register(ctx.app);
    const bob = await register(ctx.app);
    const response = await switchTo(ada.accessToken, bob.organization!.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    const me = (await ctx.app.inject({ url: '/api/auth/me', headers: bearer(ada.accessToken) })).json();
    expect(me.organization.id).toBe(ada.organization!.id);
  });

  it('answers 404 for an inactive membership', async () => {
    const { ada, bobsOrgId } = await adaInBobsOrganization();
    await deactivateMembership(bobsOrgId, ada.user.id);
    expect((await switchTo(ada.accessToken, bobsOrgId)).statusCode).toBe(404);
  });
});

describe('the current organization of a request', () => {
  it(`follows the ${ORGANIZATION_HEADER} header when the caller is a member`, async () => {
    const { ada, bobsOrgId } = await adaInBobsOrganization();
    const response = await ctx.app.inject({
      url: '/api/auth/me',
      headers: { ...bearer(ada.accessToken), [ORGANIZATION_HEADER]: bobsOrgId },
    });
    expect(response.json().organization.id).toBe(bobsOrgId);
    expect(response.json().user.roles).toEqual([expect.objectContaining({ roleType: 'Viewer' })]);
    // The header selects for one request only; the stored choice is unchanged.
    const plain = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(ada.accessToken) });
    expect(plain.json().organization.id).toBe(ada.organization!.id);
  });

  it(`answers 404 when the ${ORGANIZATION_HEADER} header names an organization the caller is not in`, async () => {
    const ada = await register(ctx.app);
    const bob = await register(ctx.app);
    for (const value of [bob.organization!.id, 'garbage']) {
      const response = await ctx.app.inject({
        url: '/api/auth/me',
        headers: { ...bearer(ada.accessToken), [ORGANIZATION_HEADER]: value },
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it(`answers 404 NOT_FOUND when the ${ORGANIZATION_HEADER} header names an inactive membership`, async () => {
    const { ada, bobsOrgId } = await adaInBobsOrganization();
    await deactivateMembership(bobsOrgId, ada.user.id);
    const response = await ctx.app.inject({
      url: '/api/auth/me',
      headers: { ...bearer(ada.accessToken), [ORGANIZATION_HEADER]: bobsOrgId },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toStrictEqual({ message: expect.any(String), code: 'NOT_FOUND' });
  });

  it('falls back to the first membership when none is stored', async () => {
    const { ada, bobsOrgId } = await adaInBobsOrganization();
    await ctx.db.updateTable('users').set({ current_organization_id: null }).where('id', '=', ada.user.id).execute();
    const me = (await ctx.app.inject({ url: '/api/auth/me', headers: bearer(ada.accessToken) })).json();
    expect(me.organization.id).toBe(ada.organization!.id);
    expect(me.organization.id).not.toBe(bobsOrgId);
  });

  it('is null for a user without any membership', async () => {
    const ada = await register(ctx.app);
    await ctx.db.deleteFrom('organizations').where('id', '=', ada.organization!.id).execute();
    const me = (await ctx.app.inject({ url: '/api/auth/me', headers: bearer(ada.accessToken) })).json();
    expect(me.organization).toBeNull();
    expect(me.organizations).toEqual([]);
    expect(me.user.roles).toEqual([]);
  });
});
