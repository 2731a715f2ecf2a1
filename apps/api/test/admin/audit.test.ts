import type { AuditEvent, AuditEventList } from '@okr/contract';
import { AuditEventList as AuditEventListSchema } from '@okr/contract/schemas';
import { ORGANIZATION_HEADER } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { auditDocumentChange } from '../../src/modules/audit/auditDocumentChange';
import { createOrganization } from '../../src/modules/organizations/createOrganization';
import { PASSWORD, bearer, login, randomIp, register } from '../support/api';
import { applicationRoleId, grantCustomRole, joinOrganization } from '../support/membership';
import { useTestApp } from '../support/testApp';
import { auditEntriesOf, organizationIdOf, registerSuperAdmin, uniqueWord } from './adminApi';

const ctx = useTestApp();

/** Nothing secret may appear anywhere in an entry. */
function expectNoSecret(entry: AuditEvent, secrets: string[]) {
  const text = JSON.stringify(entry);
  for (const secret of secrets) expect(text).not.toContain(secret);
  expect(text).not.toMatch(/password|token|hash/i);
}

async function adminOfNewOrganization() {
  const owner = await register(ctx.app, { organizationName: uniqueWord('Audit') });
  const headers = { ...bearer(owner.accessToken), [ORGANIZATION_HEADER]: organizationIdOf(owner) };
  return { owner, headers, organizationId: organizationIdOf(owner) };
}

describe('the audit trail', () => {
  it('records a sign-in and a failed sign-in, with IP, never the password or tokens', async () => {
    const user = await register(ctx.app);
    const ip = randomIp();
    const ok = await login(ctx.app, user.email, PASSWORD, ip);
    expect(ok.statusCode).toBe(200);
    const failed = await login(ctx.app, user.email, 'wrong password 123', ip);
    expect(failed.statusCode).toBe(401);
    const entries = await auditEntriesOf(ctx.db, user.user.id);
    expect(entries.map((entry) => entry.action)).toEqual(['auth.login_failed']);
    expect(entries[0]).toMatchObject({ actorId: user.user.id, actorEmail: user.email, ip, targetType: 'user' });
    const logins = await ctx.db
      .selectFrom('audit_events')
      .selectAll()
      .where('actor_user_id', '=', user.user.id)
      .where('action', '=', 'auth.login')
      .execute();
    expect(logins).toHaveLength(1);
    expect(logins[0]?.ip).toBe(ip);
    const { accessToken, refreshToken } = ok.json<{ accessToken: string; refreshToken: string }>();
    for (const entry of [...entries, ...(await auditEntriesOf(ctx.db, logins[0]?.target_id ?? ''))]) {
      expectNoSecret(entry, [PASSWORD, 'wrong password 123', accessToken, refreshToken]);
    }
  });

  it('records a failed sign-in of an unknown email with no actor', async () => {
    const email = `${uniqueWord('ghost')}@test.okr`;
    expect((await login(ctx.app, email, 'whatever-123')).statusCode).toBe(401);
    const rows = await ctx.db.selectFrom('audit_events').selectAll().where('actor_email', '=', email).execute();
    expect(rows.map((row) => [row.action, row.actor_user_id])).toEqual([['auth.login_failed', null]]);
  });

  it('records refresh-token reuse once', async () => {
    const user = await register(ctx.app);
    const refresh = (token: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: token } });
    expect((await refresh(user.refreshToken)).statusCode).toBe(200);
    // Move the rotation back past the reuse grace window: presenting the token again is reuse.
    await ctx.db
      .updateTable('refresh_tokens')
      .set({ used_at: new Date(Date.now() - 60_000) })
      .where('user_id', '=', user.user.id)
      .where('used_at', 'is not', null)
      .execute();
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
    const rows = await ctx.db
      .selectFrom('audit_events')
      .select(['action', 'actor_email'])
      .where('actor_user_id', '=', user.user.id)
      .where('action', '=', 'auth.refresh_reused')
      .execute();
    expect(rows).toEqual([{ action: 'auth.refresh_reused', actor_email: user.email }]);
  });

  it('writes exactly one entry per member, role, permission and organization change, in the organization', async () => {
    const { owner, headers, organizationId } = await adminOfNewOrganization();
    const member = await register(ctx.app);
    const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers, payload });

    expect((await send('POST', `/api/organizations/${organizationId}/users`, { userId: member.user.id, roleType: 'Viewer' })).statusCode).toBe(201);
    const editorRole = await applicationRoleId(ctx.db, organizationId, 'Editor');
    expect((await send('PUT', `/api/organizations/${organizationId}/users/${member.user.id}/roles`, { roleIds: [editorRole] })).statusCode).toBe(200);
    const created = await send('POST', '/api/roles', { name: 'Auditor', roleType: 'Viewer', category: 'Custom' });
    const roleId = created.json<{ id: string }>().id;
    expect((await send('PATCH', `/api/roles/${roleId}`, { name: 'Auditors' })).statusCode).toBe(200);
    const permission = await send('POST', '/api/role-permissions', {
      roleId,
      domainName: 'objectives',
      canCreate: false,
      canRead: true,
      canUpdate: false,
      canDelete: false,
    });
    const permissionId = permission.json<{ id: string }>().id;
    expect((await send('PATCH', `/api/role-permissions/${permissionId}`, { canUpdate: true })).statusCode).toBe(200);
    expect((await send('DELETE', `/api/role-permissions/${permissionId}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/roles/${roleId}`)).statusCode).toBe(204);
    expect((await send('PATCH', `/api/organizations/${organizationId}`, { name: 'Renamed Inc' })).statusCode).toBe(200);
    expect((await send('DELETE', `/api/organizations/${organizationId}/users/${member.user.id}`)).statusCode).toBe(204);

    const list = await ctx.app.inject({ method: 'GET', url: '/api/audit-events?sort=createdAt&pageSize=100', headers });
    expect(list.statusCode, list.body).toBe(200);
    const body = AuditEventListSchema.parse(list.json()) as AuditEventList;
    expect(body.items.map((entry) => entry.action)).toEqual([
      'member.added',
      'member.roles_updated',
      'role.created',
      'role.updated',
      'permission.created',
      'permission.updated',
      'permission.deleted',
      'role.deleted',
      'organization.updated',
      'member.removed',
    ]);
    expect(body.total).toBe(10);
    for (const entry of body.items) {
      expect(entry).toMatchObject({ actorId: owner.user.id, actorEmail: owner.email, organizationId });
      expect(entry.ip).toBeTruthy();
      expectNoSecret(entry, [owner.accessToken, owner.refreshToken, PASSWORD]);
    }
    const byAction = Object.fromEntries(body.items.map((entry) => [entry.action, entry]));
    expect(byAction['role.updated']).toMatchObject({ before: { name: 'Auditor' }, after: { name: 'Auditors' } });
    expect(byAction['permission.updated']).toMatchObject({
      before: { domainName: 'objectives', canUpdate: false },
      after: { domainName: 'objectives', canUpdate: true },
    });
    expect(byAction['permission.updated']?.after).not.toHaveProperty('canRead');
    expect(byAction['organization.updated']).toMatchObject({ before: { name: expect.any(String) }, after: { name: 'Renamed Inc' } });
    expect(byAction['member.roles_updated']?.after).toEqual({ roleIds: [editorRole] });
  });

  it('writes nothing when a change is refused', async () => {
    const { owner, headers, organizationId } = await adminOfNewOrganization();
    const refused = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/organizations/${organizationId}/users/${owner.user.id}`,
      headers,
    });
    expect(refused.statusCode).toBe(422);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/audit-events', headers });
    expect(list.json<AuditEventList>()).toEqual({ items: [], total: 0 });
  });

  it('records plan, credits and deactivation changes of a super admin once each', async () => {
    const admin = await registerSuperAdmin(ctx.app, ctx.db);
    const owner = await register(ctx.app);
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/organizations/${organizationIdOf(owner)}`,
      headers: admin.headers,
      payload: { plan: 'Pro', aiCredits: 900 },
    });
    // The same values again: no change, no entry.
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/organizations/${organizationIdOf(owner)}`,
      headers: admin.headers,
      payload: { plan: 'Pro' },
    });
    await ctx.app.inject({ method: 'PATCH', url: `/api/admin/users/${owner.user.id}`, headers: admin.headers, payload: { isActive: false } });
    await ctx.app.inject({ method: 'PATCH', url: `/api/admin/users/${owner.user.id}`, headers: admin.headers, payload: { isActive: true } });
    const plan = await auditEntriesOf(ctx.db, organizationIdOf(owner));
    expect(plan.map((entry) => [entry.action, entry.before, entry.after, entry.actorId])).toEqual([
      ['organization.plan_updated', { plan: 'Free', aiCredits: null }, { plan: 'Pro', aiCredits: 900 }, admin.user.id],
    ]);
    const user = (await auditEntriesOf(ctx.db, owner.user.id)).filter((entry) => entry.action.startsWith('user.'));
    expect(user.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['user.deactivated', { isActive: true }, { isActive: false }],
      ['user.reactivated', { isActive: false }, { isActive: true }],
    ]);

    // The super admin browses, filters and exports them.
    const filtered = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/audit-events?organizationId=${organizationIdOf(owner)}`,
      headers: admin.headers,
    });
    expect(filtered.json<AuditEventList>().items.map((entry) => entry.action)).toEqual(['organization.plan_updated']);
    const byActor = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/audit-events?actorId=${admin.user.id}&action=user.deactivated`,
      headers: admin.headers,
    });
    expect(byActor.json<AuditEventList>().total).toBe(1);
    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/audit-events.csv?actorId=${admin.user.id}`,
      headers: admin.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('createdAt,action,actorId,actorEmail,organizationId,targetType,targetId,before,after,ip');
    // The admin registered (no sign-in entry) and made three audited changes, newest first.
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual([
      'user.reactivated',
      'user.deactivated',
      'organization.plan_updated',
    ]);
  });

  it("shows an organization's Admin only their own organization's entries", async () => {
    const first = await adminOfNewOrganization();
    const second = await adminOfNewOrganization();
    await ctx.app.inject({ method: 'PATCH', url: `/api/organizations/${first.organizationId}`, headers: first.headers, payload: { name: 'First Renamed' } });
    await ctx.app.inject({ method: 'PATCH', url: `/api/organizations/${second.organizationId}`, headers: second.headers, payload: { name: 'Second Renamed' } });
    const firstList = await ctx.app.inject({ method: 'GET', url: '/api/audit-events', headers: first.headers });
    expect(firstList.json<AuditEventList>().items.map((entry) => entry.organizationId)).toEqual([first.organizationId]);
    // Another organization's trail: 404, as for any of its resources.
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/audit-events',
      headers: { ...first.headers, [ORGANIZATION_HEADER]: second.organizationId },
    });
    expect(other.statusCode).toBe(404);
    // A member without settings:read: 403.
    const viewer = await register(ctx.app);
    await joinOrganization(ctx.db, first.organizationId, viewer.user.id, 'Viewer');
    const forbidden = await ctx.app.inject({
      method: 'GET',
      url: '/api/audit-events',
      headers: { ...bearer(viewer.accessToken), [ORGANIZATION_HEADER]: first.organizationId },
    });
    expect(forbidden.statusCode).toBe(403);
    // A member granted settings:read by a Custom role reads it.
    await grantCustomRole(ctx.db, first.organizationId, viewer.user.id, [{ domain: 'settings', canRead: true }]);
    const granted = await ctx.app.inject({
      method: 'GET',
      url: '/api/audit-events',
      headers: { ...bearer(viewer.accessToken), [ORGANIZATION_HEADER]: first.organizationId },
    });
    expect(granted.json<AuditEventList>().total).toBe(1);
  });

  it('filters and validates GET /audit-events', async () => {
    const { headers } = await adminOfNewOrganization();
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/audit-events?action=nope&pageSize=500', headers });
    expect(bad.statusCode).toBe(400);
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/audit-events?organizationId=x', headers });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('organization deletion', () => {
  it('is recorded and the trail outlives the organization', async () => {
    const owner = await register(ctx.app);
    const { organization } = await createOrganization(ctx.db, { name: uniqueWord('Gone'), ownerId: owner.user.id });
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/organizations/${organization.id}`,
      headers: bearer(owner.accessToken),
    });
    expect(response.statusCode).toBe(204);
    const entries = await auditEntriesOf(ctx.db, organization.id);
    expect(entries.map((entry) => [entry.action, entry.before])).toEqual([['organization.deleted', { name: organization.name }]]);
  });
});

describe('the documents hook', () => {
  it('records an upload with its title only, and nothing when the transaction rolls back', async () => {
    const owner = await register(ctx.app);
    const organizationId = organizationIdOf(owner);
    const actor = { userId: owner.user.id, email: owner.email, ip: '10.0.0.1' };
    const kept = crypto.randomUUID();
    await ctx.db.transaction().execute((trx) =>
      auditDocumentChange(trx, actor, { action: 'document.uploaded', organizationId, documentId: kept, title: 'Plan.pdf' }),
    );
    const rolledBack = crypto.randomUUID();
    await expect(
      ctx.db.transaction().execute(async (trx) => {
        await auditDocumentChange(trx, actor, { action: 'document.deleted', organizationId, documentId: rolledBack, title: 'Gone.pdf' });
        throw new Error('the deletion failed');
      }),
    ).rejects.toThrow('the deletion failed');
    expect((await auditEntriesOf(ctx.db, kept)).map((entry) => [entry.action, entry.after, entry.ip])).toEqual([
      ['document.uploaded', { title: 'Plan.pdf' }, '10.0.0.1'],
    ]);
    expect(await auditEntriesOf(ctx.db, rolledBack)).toEqual([]);
  });
});
