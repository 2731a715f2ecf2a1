import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearer, register } from '../support/api';
import { applicationRoleId, joinOrganization } from '../support/membership';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

function patch(token: string, id: string, payload: object) {
  return ctx.app.inject({ method: 'PATCH', url: `/api/organizations/${id}`, headers: bearer(token), payload });
}

function remove(token: string, id: string) {
  return ctx.app.inject({ method: 'DELETE', url: `/api/organizations/${id}`, headers: bearer(token) });
}

describe('PATCH /api/organizations/:id', () => {
  it('updates the organization for an Admin there', async () => {
    const ada = await register(ctx.app);
    const response = await patch(ada.accessToken, ada.organization!.id, {
      name: 'Renamed',
      website: 'https://renamed.example',
      industry: '',
      size: 'small',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Renamed',
      website: 'https://renamed.example',
      industry: null,
      size: 'small',
    });
    expect(Date.parse(response.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(ada.organization!.updatedAt));
  });

  it('answers 403 naming the missing permission for a Viewer', async () => {
    const ada = await register(ctx.app);
    const viewer = await register(ctx.app);
    await joinOrganization(ctx.db, ada.organization!.id, viewer.user.id, 'Viewer');
    const response = await patch(viewer.accessToken, ada.organization!.id, { name: 'Hijacked' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringContaining('organizations.update'),
    });
  });

  it('lets a role granted organizations.update do it (permissions are per role, not per type)', async () => {
    const ada = await register(ctx.app);
    const editor = await register(ctx.app);
    await joinOrganization(ctx.db, ada.organization!.id, editor.user.id, 'Editor');
    expect((await patch(editor.accessToken, ada.organization!.id, { name: 'X' })).statusCode).toBe(403);
    const editorRoleId = await applicationRoleId(ctx.db, ada.organization!.id, 'Editor');
    await ctx.db
      .updateTable('role_permissions')
      .set({ can_update: true })
      .where('role_id', '=', editorRoleId)
      .where('domain_name', '=', 'organizations')
      .execute();
    expect((await patch(editor.accessToken, ada.organization!.id, { name: 'Y' })).statusCode).toBe(200);
  });

  it('keeps every flag for the Admin role whatever its rows say', async () => {
    const ada = await register(ctx.app);
    const adminRoleId = await applicationRoleId(ctx.db, ada.organization!.id, 'Admin');
    await ctx.db.deleteFrom('role_permissions').where('role_id', '=', adminRoleId).execute();
    expect((await patch(ada.accessToken, ada.organization!.id, { name: 'Still mine' })).statusCode).toBe(200);
  });

  it("answers 404 for another tenant's organization", async () => {
    const ada = await register(ctx.app);
    const bob = await register(ctx.app);
    const response = await patch(ada.accessToken, bob.organization!.id, { name: 'Hijacked' });
    expect(response.statusCode).toBe(404);
    expect((await patch(ada.accessToken, randomUUID(), { name: 'Nobody' })).statusCode).toBe(404);
  });

  it('rejects an empty body or unknown fields', async () => {
    const ada = await register(ctx.app);
    expect((await patch(ada.accessToken, ada.organization!.id, {})).statusCode).toBe(400);
    expect((await patch(ada.accessToken, ada.organization!.id, { plan: 'Enterprise' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/organizations/:id', () => {
  it('deletes for the owner, with its roles and memberships, and clears it as anyone current', async () => {
    const ada = await register(ctx.app);
    const bob = await register(ctx.app);
    const orgId = ada.organization!.id;
    await joinOrganization(ctx.db, orgId, bob.user.id, 'Editor');
    await ctx.db.updateTable('users').set({ current_organization_id: orgId }).where('id', '=', bob.user.id).execute();

    const response = await remove(ada.accessToken, orgId);
    expect(response.statusCode).toBe(204);
    expect(
      await ctx.db.selectFrom('organizations').select('id').where('id', '=', orgId).executeTakeFirst(),
    ).toBeUndefined();
    expect(await ctx.db.selectFrom('roles').select('id').where('organization_id', '=', orgId).execute()).toEqual([]);
    expect(
      await ctx.db.selectFrom('organization_members').select('id').where('organization_id', '=', orgId).execute(),
    ).toEqual([]);
    const bobRow = await ctx.db
      .selectFrom('users')
      .select('current_organization_id')
      .where('id', '=', bob.user.id)
      .executeTakeFirstOrThrow();
    expect(bobRow.current_organization_id).toBeNull();
    const me = (await ctx.app.inject({ url: '/api/auth/me', headers: bearer(bob.accessToken) })).json();
    expect(me.organization.id).toBe(bob.organization!.id);
  });

  it('answers 403 for an Admin who is not the owner', async () => {
    const ada = await register(ctx.app);
    const bob = await register(ctx.app);
    await joinOrganization(ctx.db, ada.organization!.id, bob.user.id, 'Admin', 'Admin');
    const response = await remove(bob.accessToken, ada.organization!.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('owner') });
  });

  it('answers 403 for an Editor and 404 for a non-member', async () => {
    const ada = await register(ctx.app);
    const editor = await register(ctx.app);
    const stranger = await register(ctx.app);
    await joinOrganization(ctx.db, ada.organization!.id, editor.user.id, 'Editor');
    expect((await remove(editor.accessToken, ada.organization!.id)).statusCode).toBe(403);
    expect((await remove(stranger.accessToken, ada.organization!.id)).statusCode).toBe(404);
    expect(
      await ctx.db.selectFrom('organizations').select('id').where('id', '=', ada.organization!.id).executeTakeFirst(),
    ).toBeDefined();
  });
});
