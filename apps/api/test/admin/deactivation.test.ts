import type { AdminUser, ErrorBody } from '@okr/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/createDatabase';
import { grantSuperAdmin } from '../../src/modules/authorization/superAdminRole';
import { PASSWORD, bearer, login, register } from '../support/api';
import { freshDatabase } from '../support/testDatabase';
import { testConfig } from '../support/testConfig';
import { useTestApp } from '../support/testApp';
import { registerSuperAdmin } from './adminApi';

const ctx = useTestApp();

const setActive = (headers: Record<string, string>, userId: string, isActive: boolean) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/admin/users/${userId}`, headers, payload: { isActive } });

describe('deactivating a user', () => {
  it('ends their sessions on the very next request (access and refresh) and blocks sign-in; reactivation restores sign-in', async () => {
    const admin = await registerSuperAdmin(ctx.app, ctx.db);
    const user = await register(ctx.app);
    const me = () => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.accessToken) });
    expect((await me()).statusCode).toBe(200);

    const response = await setActive(admin.headers, user.user.id, false);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminUser>().isActive).toBe(false);

    expect((await me()).statusCode).toBe(401);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: user.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await login(ctx.app, user.email, PASSWORD)).statusCode).toBe(401);

    expect((await setActive(admin.headers, user.user.id, true)).statusCode).toBe(200);
    // The old sign-in stays ended; a new one works.
    expect((await me()).statusCode).toBe(401);
    const again = await login(ctx.app, user.email, PASSWORD);
    expect(again.statusCode).toBe(200);
  });

  it('answers 400 for a body other than { isActive: boolean }', async () => {
    const admin = await registerSuperAdmin(ctx.app, ctx.db);
    const user = await register(ctx.app);
    for (const payload of [{ isActive: 'no' }, {}, { isActive: false, email: 'x@y.z' }]) {
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${user.user.id}`,
        headers: admin.headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.accessToken) });
    expect(me.statusCode).toBe(200);
  });

  it('lets a super admin deactivate another super admin while one stays active', async () => {
    const admin = await registerSuperAdmin(ctx.app, ctx.db);
    const other = await registerSuperAdmin(ctx.app, ctx.db);
    expect((await setActive(admin.headers, other.user.id, false)).statusCode).toBe(200);
  });
});

describe('the last active super administrator', () => {
  // Its own database: "the last one" must not depend on the other tests' super admins.
  let handle: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    handle = await freshDatabase();
    app = await buildApp({ db: handle.db, config: testConfig() });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  it('cannot be deactivated (422), and nothing changes', async () => {
    const first = await register(app);
    const second = await register(app);
    await grantSuperAdmin(handle.db, first.user.id);
    await grantSuperAdmin(handle.db, second.user.id);
    const patch = (token: string, userId: string) =>
      app.inject({ method: 'PATCH', url: `/api/admin/users/${userId}`, headers: bearer(token), payload: { isActive: false } });
    expect((await patch(first.accessToken, second.user.id)).statusCode).toBe(200);
    const refused = await patch(first.accessToken, first.user.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorBody>()).toMatchObject({
      code: 'RULE_VIOLATION',
      message: 'The last active super administrator cannot be deactivated',
    });
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(first.accessToken) });
    expect(me.statusCode).toBe(200);
    const entries = await handle.db.selectFrom('audit_events').select('action').where('action', '=', 'user.deactivated').execute();
    expect(entries).toHaveLength(1);
  });
});
