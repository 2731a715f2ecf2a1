import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { WriteWatch } from '../../src/db/WriteWatch';
import { ReadCache } from '../../src/db/ReadCache';
import { ACCESS_TABLES, AccessCache } from '../../src/modules/authorization/accessCache';
import { register } from '../support/api';
import { CountQueries } from '../support/CountQueries';
import { useTestApp } from '../support/testApp';
import { caller, registerAdmin } from '../settings/settingsApi';
import { grantCustomRole } from '../support/membership';

const ctx = useTestApp();
const app = () => ctx.app;

describe('the access cache', () => {
  it('is on for PGlite and PostgreSQL (there once the write listener listens)', async () => {
    await expect.poll(() => new AccessCache(ctx.db).enabled).toBe(true);
  });

  it('answers again without a query until an access table is written', async () => {
    const ada = await register(app());
    const watch = new WriteWatch();
    const counter = new CountQueries();
    const cache = new AccessCache(ctx.db.withPlugin(counter), new ReadCache(watch, ACCESS_TABLES, { maxEntries: 10 }));
    const query = { userId: ada.user.id, sessionId: ada.user.id, organizationId: null };
    const first = await cache.load(query);
    await cache.load(query);
    expect(counter.count).toBe(1);
    watch.transformQuery({ node: ctx.db.updateTable('role_permissions').set({ can_read: true }).where(sql<boolean>`false`).toOperationNode(), queryId: { queryId: 'w' } });
    expect(await cache.load(query)).toEqual(first);
    expect(counter.count).toBe(2);
    // A write elsewhere does not count; raw SQL that may write does.
    watch.transformQuery({ node: ctx.db.updateTable('objectives').set({ title: 'x' }).where(sql<boolean>`false`).toOperationNode(), queryId: { queryId: 'o' } });
    await cache.load(query);
    expect(counter.count).toBe(2);
    watch.transformQuery({ node: sql`update users set first_name = first_name where false`.toOperationNode(), queryId: { queryId: 'r' } });
    await cache.load(query);
    expect(counter.count).toBe(3);
  });

  it('keeps "no such user" too, until a write to users', async () => {
    const watch = new WriteWatch();
    const counter = new CountQueries();
    const cache = new AccessCache(ctx.db.withPlugin(counter), new ReadCache(watch, ACCESS_TABLES));
    const query = { userId: crypto.randomUUID(), sessionId: crypto.randomUUID(), organizationId: null };
    expect(await cache.load(query)).toBeUndefined();
    expect(await cache.load(query)).toBeUndefined();
    expect(counter.count).toBe(1);
    watch.noteWrite('users');
    expect(await cache.load(query)).toBeUndefined();
    expect(counter.count).toBe(2);
  });

  it('never serves what a direct database write changed: flags, membership, deactivation, revocation', async () => {
    const owner = await registerAdmin(app);
    const person = await register(app());
    await ctx.db
      .insertInto('organization_members')
      .values({ id: crypto.randomUUID(), organization_id: owner.organizationId, user_id: person.user.id, membership_type: 'Member' })
      .execute();
    const roleId = await grantCustomRole(ctx.db, owner.organizationId, person.user.id, [{ domain: 'objectives', canRead: true }]);
    const api = caller(app, person.accessToken, owner.organizationId);
    expect((await api.get('/api/objectives')).statusCode).toBe(200);
    expect((await api.get('/api/objectives')).statusCode).toBe(200);
    await sql`update role_permissions set can_read = false where role_id = ${roleId}`.execute(ctx.db);
    expect((await api.get('/api/objectives')).statusCode).toBe(403);
    await ctx.db.updateTable('role_permissions').set({ can_read: true }).where('role_id', '=', roleId).execute();
    expect((await api.get('/api/objectives')).statusCode).toBe(200);
    await ctx.db.updateTable('organization_members').set({ is_active: false }).where('user_id', '=', person.user.id).execute();
    expect((await api.get('/api/objectives')).statusCode).toBe(404);
    await ctx.db.updateTable('organization_members').set({ is_active: true }).where('user_id', '=', person.user.id).execute();
    expect((await api.get('/api/objectives')).statusCode).toBe(200);
    await ctx.db.updateTable('users').set({ is_active: false }).where('id', '=', person.user.id).execute();
    expect((await api.get('/api/objectives')).statusCode).toBe(401);
    await ctx.db.updateTable('users').set({ is_active: true }).where('id', '=', person.user.id).execute();
    expect((await api.get('/api/objectives')).statusCode).toBe(200);
    const logout = await app().inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: person.refreshToken } });
    expect(logout.statusCode).toBe(204);
    expect((await api.get('/api/objectives')).statusCode).toBe(401);
  });
});
