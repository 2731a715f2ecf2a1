import { ORGANIZATION_HEADER, compareWeekItems, localTime } from '@okr/contract';
import { WeekResponse } from '@okr/contract/schemas';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { weekItemsOf } from '../../src/modules/week/weekItemsOf';
import { CountQueries } from '../support/CountQueries';
import { applicationRoleId, grantCustomRole, joinOrganization } from '../support/membership';
import { bearer } from '../support/api';
import { useTestApp } from '../support/testApp';
import { member, organization } from '../okr/okrApi';
import { caller } from '../settings/settingsApi';
import { createInitiative, createTask, day, keyResultBehind, keyResultWaiting, myWeek } from './weekApi';

const ctx = useTestApp();
const app = () => ctx.app;

// Bob is an Editor in Ada's organization (Pro) and Owner of his own; things of his in both.
let ada: Awaited<ReturnType<typeof organization>>;
let bob: Awaited<ReturnType<typeof member>>;
let bobOwn: ReturnType<typeof caller>;
let bobOrganizationId = '';
const ids = {} as Record<'waiting' | 'fresh' | 'behind' | 'behindObjective' | 'adas' | 'initiative' | 'atRisk' | 'dueSoon' | 'overdue', string>;

beforeAll(async () => {
  ada = await organization(app, ctx.db, 'Pro');
  await ctx.app.inject({ method: 'PATCH', url: `/api/organizations/${ada.organizationId}`, headers: { ...bearer(ada.accessToken) }, payload: { name: 'Alpha week' } });
  bob = await member(app, ctx.db, ada.organizationId, 'Editor');
  bobOrganizationId = bob.organization!.id;
  bobOwn = caller(app, bob.accessToken, bobOrganizationId);
  const bobId = bob.user.id;

  ids.waiting = (await keyResultWaiting(ctx.db, ada.api, bobId, 10)).keyResult.id;
  ids.fresh = (await keyResultWaiting(ctx.db, ada.api, bobId, 2, 'Checked in lately')).keyResult.id;
  const behind = await keyResultBehind(ada.api, bobId);
  ids.behind = behind.keyResult.id;
  ids.behindObjective = behind.objective.id;
  ids.adas = (await keyResultWaiting(ctx.db, ada.api, ada.user.id, 10, 'Ada owns this')).keyResult.id;
  const done = await keyResultWaiting(ctx.db, ada.api, bobId, 10, 'In a completed objective');
  await ada.api.patch(`/api/objectives/${done.objective.id}`, { status: 'Completed' });

  const initiative = await createInitiative(ada.api, { name: 'Portal', ownerId: bobId, endDate: day(40) });
  ids.initiative = initiative.id;
  ids.atRisk = (await createTask(ada.api, initiative.id, { title: 'Risky', assigneeId: bobId, status: 'At Risk', dueDate: day(20) })).id;
  ids.dueSoon = (await createTask(ada.api, initiative.id, { title: 'Due soon', assigneeId: bobId, dueDate: day(3) })).id;
  await createTask(ada.api, initiative.id, { title: 'Due later', assigneeId: bobId, dueDate: day(30) });
  await createTask(ada.api, initiative.id, { title: 'Done already', assigneeId: bobId, dueDate: day(-3), status: 'Completed' });
  await createTask(ada.api, initiative.id, { title: 'Adas task', assigneeId: ada.user.id, dueDate: day(1) });

  const own = await createInitiative(bobOwn, { name: 'Own initiative' });
  ids.overdue = (await createTask(bobOwn, own.id, { title: 'Overdue at home', assigneeId: bobId, dueDate: day(-2) })).id;
});

describe('GET /api/me/week', () => {
  it('answers what needs the caller in every organization, most urgent first, in the contract shape', async () => {
    const items = await myWeek(ctx.app, bob.accessToken);
    expect(WeekResponse.safeParse(items).success).toBe(true);
    expect(items.map((item) => [item.kind, item.id])).toEqual([
      ['check_in_due', ids.waiting],
      ['task_due', ids.overdue],
      ['task_due', ids.dueSoon],
      ['task_at_risk', ids.atRisk],
      ['key_result_behind', ids.behind],
      ['initiative_attention', ids.initiative],
    ]);
    expect([...items].sort(compareWeekItems)).toEqual(items);
    const byId = Object.fromEntries(items.map((item) => [item.id, item]));
    expect(byId[ids.overdue]).toMatchObject({
      organization: { id: bobOrganizationId, name: bob.organization!.name },
      title: 'Overdue at home',
      reason: `Overdue since ${day(-2)}`,
      dueDate: day(-2),
    });
    expect(byId[ids.waiting]).toMatchObject({ organization: { id: ada.organizationId, name: 'Alpha week' }, reason: 'No check-in yet', dueDate: day(-3) });
    expect(byId[ids.behind]!.reason).toMatch(/^Progress 0% where \d+(\.\d)?% was expected$/);
    expect(byId[ids.behind]!.href).toBe(`/app/objectives/${ids.behindObjective}?org=${ada.organizationId}&keyResult=${ids.behind}`);
    expect(byId[ids.atRisk]!.href).toBe(`/app/initiatives/${ids.initiative}?org=${ada.organizationId}`);
    expect(byId[ids.initiative]).toMatchObject({ title: 'Portal', reason: '1 task at risk', dueDate: day(40) });
  });

  it('counts a check-in: the key result is no longer due', async () => {
    const objective = await keyResultWaiting(ctx.db, ada.api, bob.user.id, 9, 'About to check in');
    expect((await myWeek(ctx.app, bob.accessToken)).map((item) => item.id)).toContain(objective.keyResult.id);
    const checkIn = await bob.api.post(`/api/key-results/${objective.keyResult.id}/check-ins`, { value: 150, confidence: 8 });
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    expect((await myWeek(ctx.app, bob.accessToken)).map((item) => item.id)).not.toContain(objective.keyResult.id);
  });

  it('counts key results in an active period only: not in an upcoming or a closed one', async () => {
    const { keyResult, objective } = await keyResultWaiting(ctx.db, ada.api, bob.user.id, 10, 'Period rule');
    const listed = async () => (await myWeek(ctx.app, bob.accessToken)).map((item) => item.id);
    expect(await listed()).toContain(keyResult.id);
    const periods = JSON.parse((await ada.api.get('/api/periods')).body) as { id: string; status: string; startDate: string }[];
    const current = JSON.parse((await ada.api.get(`/api/objectives/${objective.id}`)).body).periodId as string;
    const upcoming = periods.find((period) => period.status === 'upcoming')!;
    const moved = await ada.api.patch(`/api/objectives/${objective.id}`, { periodId: upcoming.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await listed()).not.toContain(keyResult.id);
    await ada.api.patch(`/api/objectives/${objective.id}`, { periodId: current });
    expect(await listed()).toContain(keyResult.id);
    const closed = await ada.api.patch(`/api/periods/${current}`, { closed: true });
    expect(closed.statusCode, closed.body).toBe(200);
    try {
      expect(await listed()).not.toContain(keyResult.id);
    } finally {
      await ada.api.patch(`/api/periods/${current}`, { closed: false });
    }
    expect(await listed()).toContain(keyResult.id);
    await ada.api.delete(`/api/objectives/${objective.id}`);
  });

  it('reads "today" in the caller\'s time zone', async () => {
    const zone = 'Pacific/Kiritimati';
    await ctx.app.inject({ method: 'PATCH', url: '/api/auth/me', headers: bearer(bob.accessToken), payload: { timeZone: zone } });
    try {
      const items = await myWeek(ctx.app, bob.accessToken);
      const today = localTime(new Date(), zone).day;
      const dueSoon = items.find((item) => item.id === ids.dueSoon)!;
      expect(dueSoon.reason).toBe(dueSoon.dueDate === today ? 'Due today' : `Due ${dueSoon.dueDate}`);
      expect(items.find((item) => item.id === ids.overdue)!.reason).toBe(`Overdue since ${day(-2)}`);
    } finally {
      await ctx.app.inject({ method: 'PATCH', url: '/api/auth/me', headers: bearer(bob.accessToken), payload: { timeZone: 'UTC' } });
    }
  });

  it('shows only what the caller may read there, and drops it the moment access goes', async () => {
    const inAda = <T extends { organization: { id: string } }>(items: T[]) => items.filter((item) => item.organization.id === ada.organizationId);
    // Warm every cache an earlier request fills (guard, /auth/me, lists).
    await ctx.app.inject({ url: '/api/auth/me', headers: { ...bearer(bob.accessToken), [ORGANIZATION_HEADER]: ada.organizationId } });
    await bob.api.get('/api/objectives');
    expect(inAda(await myWeek(ctx.app, bob.accessToken))).toHaveLength(5);

    // Objectives and key results only: tasks and initiatives of Ada's organization go.
    const editor = await applicationRoleId(ctx.db, ada.organizationId, 'Editor');
    await ctx.db.deleteFrom('user_roles').where('user_id', '=', bob.user.id).where('role_id', '=', editor).execute();
    await grantCustomRole(ctx.db, ada.organizationId, bob.user.id, [
      { domain: 'objectives', canRead: true },
      { domain: 'key_results', canRead: true },
    ]);
    expect(inAda(await myWeek(ctx.app, bob.accessToken)).map((item) => item.kind).sort()).toEqual(['check_in_due', 'key_result_behind']);

    // Key results without objectives: the objective page would not open, so nothing of them.
    await ctx.db.deleteFrom('role_permissions').where('domain_name', '=', 'objectives').where('role_id', 'in', ctx.db.selectFrom('user_roles').select('role_id').where('user_id', '=', bob.user.id)).execute();
    expect(inAda(await myWeek(ctx.app, bob.accessToken))).toEqual([]);

    // Back as Editor, then no longer a member: nothing of that organization, his own stays.
    await ctx.db.insertInto('user_roles').values({ user_id: bob.user.id, role_id: editor }).execute();
    expect(inAda(await myWeek(ctx.app, bob.accessToken))).toHaveLength(5);
    await ctx.db.updateTable('organization_members').set({ is_active: false }).where('user_id', '=', bob.user.id).where('organization_id', '=', ada.organizationId).execute();
    const after = await myWeek(ctx.app, bob.accessToken);
    expect(inAda(after)).toEqual([]);
    expect(after.map((item) => item.id)).toContain(ids.overdue);
    await ctx.db.updateTable('organization_members').set({ is_active: true }).where('user_id', '=', bob.user.id).where('organization_id', '=', ada.organizationId).execute();
  });

  it('answers an empty list to someone with nothing to do, and 401 without a session', async () => {
    const carol = await organization(app, ctx.db);
    expect(await myWeek(ctx.app, carol.accessToken)).toEqual([]);
    expect((await ctx.app.inject({ url: '/api/me/week' })).statusCode).toBe(401);
  });

  it('ignores rows of other organizations the caller owns nothing in', async () => {
    // Bob's items never come from an organization he is not in, even with his id on them.
    const stranger = await organization(app, ctx.db, 'Pro');
    const initiative = await createInitiative(stranger.api, { name: 'Not his' });
    await sql`update initiatives set owner_id = ${bob.user.id}, status = 'At Risk' where id = ${initiative.id}`.execute(ctx.db);
    expect((await myWeek(ctx.app, bob.accessToken)).map((item) => item.id)).not.toContain(initiative.id);
  });
});

describe('the cost of my week', () => {
  it('takes the same few statements for one organization as for six', async () => {
    const statementsFor = async (userId: string) => {
      const counter = new CountQueries();
      await weekItemsOf(ctx.db.withPlugin(counter), { userId, timeZone: 'UTC' });
      return counter.count;
    };
    const dana = await organization(app, ctx.db, 'Pro');
    const one = await statementsFor(dana.user.id);
    for (let i = 0; i < 5; i += 1) {
      const other = await organization(app, ctx.db, 'Pro');
      await joinOrganization(ctx.db, other.organizationId, dana.user.id, i % 2 ? 'Viewer' : 'Editor');
      await keyResultWaiting(ctx.db, other.api, dana.user.id, 8, `Waiting ${i}`);
    }
    expect(await statementsFor(dana.user.id)).toBe(one);
    expect(one).toBeLessThanOrEqual(4);
  });
});
