import type { AdminOrganizationDetail, AdminOrganizationList, AdminStats, AdminUser, AdminUserList, ErrorBody } from '@okr/contract';
import { AdminOrganizationDetail as DetailSchema, AdminStats as StatsSchema, AdminUserList as UserListSchema } from '@okr/contract/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../../src/modules/organizations/createOrganization';
import { planOf } from '../../src/modules/organizations/planOf';
import { bearer, register } from '../support/api';
import { joinOrganization } from '../support/membership';
import { useTestApp } from '../support/testApp';
import { organizationIdOf, registerSuperAdmin, uniqueWord } from './adminApi';

const ctx = useTestApp();
let admin: Awaited<ReturnType<typeof registerSuperAdmin>>;
const word = uniqueWord('Zed');

beforeAll(async () => {
  admin = await registerSuperAdmin(ctx.app, ctx.db);
  // Five users whose last name starts with the word; their personal organizations are named after them.
  for (const [index, first] of ['Carla', 'alma', 'Bruno', 'Dora', 'Eve'].entries()) {
    await register(ctx.app, { firstName: first, lastName: `${word}${index}`, email: `${first.toLowerCase()}.${word}@test.okr` });
  }
});

const get = <T>(url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: admin.headers }).then((response) => ({
    response,
    body: response.json<T>(),
  }));

describe('GET /admin/users', () => {
  it('searches by a prefix of the name or email, paginates and sorts on the server', async () => {
    const { response, body } = await get<AdminUserList>(`/api/admin/users?q=${word}&pageSize=2&sort=name`);
    expect(response.statusCode, response.body).toBe(200);
    UserListSchema.parse(body);
    expect(body.total).toBe(5);
    expect(body.items.map((user) => user.firstName)).toEqual(['alma', 'Bruno']);
    const third = await get<AdminUserList>(`/api/admin/users?q=${word}&pageSize=2&page=3&sort=name`);
    expect(third.body.items.map((user) => user.firstName)).toEqual(['Eve']);
    const byEmail = await get<AdminUserList>(`/api/admin/users?q=DORA.${word}`);
    expect(byEmail.body.items.map((user) => user.email)).toEqual([`dora.${word.toLowerCase()}@test.okr`]);
    const byFullName = await get<AdminUserList>(`/api/admin/users?q=${encodeURIComponent(`bruno ${word}`)}`);
    expect(byFullName.body.total).toBe(1);
    const descending = await get<AdminUserList>(`/api/admin/users?q=${word}&sort=-email`);
    expect(descending.body.items.map((user) => user.firstName)).toEqual(['Eve', 'Dora', 'Carla', 'Bruno', 'alma']);
  });

  it('lists each user with their organizations and roles there', async () => {
    const { body } = await get<AdminUserList>(`/api/admin/users?q=carla.${word}`);
    const [carla] = body.items as [AdminUser];
    expect(carla.organizations).toHaveLength(1);
    expect(carla.organizations[0]?.membershipType).toBe('Owner');
    expect(carla.organizations[0]?.roles.map((role) => role.roleType)).toEqual(['Admin']);
    expect(carla.isActive).toBe(true);
    expect(carla.isSuperAdmin).toBe(false);
  });

  it('treats LIKE wildcards in q literally', async () => {
    // As wildcards, both would match the five users above; taken literally they match nobody, whatever
    // other tests sharing this database have named their users.
    for (const q of [`%${word}`, `${word}_`]) {
      const { body } = await get<AdminUserList>(`/api/admin/users?q=${encodeURIComponent(q)}`);
      expect(body.total, q).toBe(0);
    }
  });

  it.each([
    ['pageSize over 100', '?pageSize=101', 'pageSize'],
    ['page 0', '?page=0', 'page'],
    ['an unknown sort', '?sort=password', 'sort'],
    ['an unknown parameter', '?role=Admin', ''],
  ])('refuses %s with 400 and details', async (_label, query, field) => {
    const { response, body } = await get<ErrorBody>(`/api/admin/users${query}`);
    expect(response.statusCode).toBe(400);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(body.details)).toContain(field);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await get(`/api/admin/users/${crypto.randomUUID()}`)).response.statusCode).toBe(404);
    expect((await get('/api/admin/users/not-a-uuid')).response.statusCode).toBe(404);
  });
});

describe('GET /admin/organizations', () => {
  it('searches by name prefix, counts members and sorts by them', async () => {
    const { response, body } = await get<AdminOrganizationList>(
      `/api/admin/organizations?q=${encodeURIComponent(`Carla ${word}`)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(body.total).toBe(1);
    const [organization] = body.items;
    expect(organization).toMatchObject({ plan: 'Free', members: 1, creditsAllowed: 50, aiCredits: null });
    const bigger = await createOrganization(ctx.db, { name: `${word} Big`, ownerId: admin.user.id });
    const helper = await register(ctx.app);
    await joinOrganization(ctx.db, bigger.organization.id, helper.user.id, 'Viewer');
    await createOrganization(ctx.db, { name: `${word} Small`, ownerId: admin.user.id });
    const sorted = await get<AdminOrganizationList>(`/api/admin/organizations?q=${word}&sort=-members`);
    expect(sorted.body.items.map((item) => [item.name, item.members])).toEqual([
      [`${word} Big`, 2],
      [`${word} Small`, 1],
    ]);
  });

  it('shows one organization with its members and owner', async () => {
    const { organization } = await createOrganization(ctx.db, { name: `${word} Detail`, ownerId: admin.user.id });
    const member = await register(ctx.app);
    await joinOrganization(ctx.db, organization.id, member.user.id, 'Editor');
    const { response, body } = await get<AdminOrganizationDetail>(`/api/admin/organizations/${organization.id}`);
    expect(response.statusCode, response.body).toBe(200);
    DetailSchema.parse(body);
    expect(body.owner?.id).toBe(admin.user.id);
    expect(body.memberList.map((m) => [m.id, m.membershipType, m.roles.map((r) => r.roleType)])).toEqual([
      [admin.user.id, 'Owner', ['Admin']],
      [member.user.id, 'Member', ['Editor']],
    ]);
  });
});

describe('PATCH /admin/organizations/{id}', () => {
  it('changes the plan and credits, and the limits read the new plan at once', async () => {
    const owner = await register(ctx.app, { organizationName: `${word} Plan` });
    const id = organizationIdOf(owner);
    expect((await planOf(ctx.db, id)).limits.initiatives).toBe(1);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/organizations/${id}`,
      headers: admin.headers,
      payload: { plan: 'Pro' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminOrganizationDetail>()).toMatchObject({ plan: 'Pro', creditsAllowed: 500 });
    expect(await planOf(ctx.db, id)).toMatchObject({ plan: 'Pro', creditsAllowed: 500, limits: { initiatives: null, documents: null } });
    // The organization's own members see it on their next request.
    const seen = await ctx.app.inject({ method: 'GET', url: `/api/organizations/${id}`, headers: bearer(owner.accessToken) });
    expect(seen.json<{ plan: string }>().plan).toBe('Pro');

    const credits = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/organizations/${id}`,
      headers: admin.headers,
      payload: { plan: 'Enterprise', aiCredits: 2500 },
    });
    expect(credits.json<AdminOrganizationDetail>()).toMatchObject({ plan: 'Enterprise', aiCredits: 2500, creditsAllowed: 2500 });
    expect((await planOf(ctx.db, id)).creditsAllowed).toBe(2500);
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/organizations/${id}`,
      headers: admin.headers,
      payload: { plan: 'Free', aiCredits: null },
    });
    expect(await planOf(ctx.db, id)).toMatchObject({ plan: 'Free', creditsAllowed: 50, limits: { initiatives: 1, documents: 3 } });
  });

  it.each([
    [{ plan: 'Gold' }],
    [{ aiCredits: -1 }],
    [{ aiCredits: 1.5 }],
    [{}],
    [{ plan: 'Pro', name: 'x' }],
  ])('refuses %j with 400 and changes nothing', async (payload) => {
    const owner = await register(ctx.app);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/organizations/${organizationIdOf(owner)}`,
      headers: admin.headers,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().code).toBe('VALIDATION_ERROR');
    expect((await planOf(ctx.db, organizationIdOf(owner))).plan).toBe('Free');
  });
});

describe('GET /admin/stats', () => {
  it('counts users and organizations and gives 90 days of sign-ups, today included', async () => {
    const { response, body } = await get<AdminStats>('/api/admin/stats');
    expect(response.statusCode, response.body).toBe(200);
    StatsSchema.parse(body);
    expect(body.users).toBeGreaterThanOrEqual(6);
    expect(body.signupsByDay).toHaveLength(90);
    expect(body.activeUsersByDay).toHaveLength(90);
    const today = new Date().toISOString().slice(0, 10);
    expect(body.signupsByDay.at(-1)).toEqual({ date: today, count: expect.any(Number) });
    expect(body.signupsByDay.at(-1)?.count).toBeGreaterThanOrEqual(6);
    expect(body.activeUsersByDay.at(-1)?.count).toBeGreaterThanOrEqual(1);
  });
});
