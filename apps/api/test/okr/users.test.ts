import { randomUUID } from 'node:crypto';
import type { ErrorBody, OrganizationUser } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { scoped } from '../../src/db/scoped';
import { addMember } from '../../src/modules/organizations/memberships';
import { register } from '../support/api';
import { grantCustomRole, joinOrganization } from '../support/membership';
import { useTestApp } from '../support/testApp';
import { caller } from '../settings/settingsApi';
import { createObjective, member, organization } from './okrApi';

// GET /users (api-contract.md): the current organization's members with their roles and what
// they own, paged like the other lists.

const ctx = useTestApp();
const app = () => ctx.app;

const nextOf = (link: unknown) => /^<([^>]+)>; rel="next"$/.exec(String(link ?? ''))?.[1];

describe('GET /users', () => {
  it('lists the members by name with their roles, paged with Link and X-Total-Count', async () => {
    const ada = await organization(app, ctx.db);
    const people = [
      ['Zoe', 'Zimmer', 'Viewer'],
      ['Bob', 'Baker', 'Editor'],
      ['Carl', 'Cole', 'Viewer'],
    ] as const;
    for (const [firstName, lastName, roleType] of people) {
      const registered = await register(app(), { firstName, lastName });
      await joinOrganization(ctx.db, ada.organizationId, registered.user.id, roleType);
    }
    const first = await ada.api.get('/api/users?limit=2');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['x-total-count']).toBe('4');
    const page1 = first.json<OrganizationUser[]>();
    expect(page1.map((u) => `${u.firstName} ${u.lastName}`)).toEqual(['Ada Lovelace', 'Bob Baker']);
    expect(page1[0]).toMatchObject({ roleType: 'Admin', membershipType: 'Owner', isActive: true });
    expect(page1[0]!.roles.map((role) => role.name)).toEqual(['Admin']);
    expect(page1[1]).toMatchObject({ roleType: 'Editor', membershipType: 'Member', owns: { objectives: 0, keyResults: 0, initiatives: 0, tasks: 0 } });
    const next = nextOf(first.headers.link);
    expect(next).toMatch(/^\/api\/users\?limit=2&cursor=/);
    const second = await ada.api.get(next!);
    expect(second.json<OrganizationUser[]>().map((u) => u.firstName)).toEqual(['Carl', 'Zoe']);
    expect(second.headers.link).toBeUndefined();
    expect(second.headers['x-total-count']).toBe('4');

    const searched = await ada.api.get('/api/users?q=bob%20b');
    expect(searched.json<OrganizationUser[]>().map((u) => u.firstName)).toEqual(['Bob']);
    expect(searched.headers['x-total-count']).toBe('1');
  });

  it('counts what each member owns over every row, beyond one page of 200', async () => {
    const ada = await organization(app, ctx.db, 'Pro');
    const area = scoped(ctx.db, ada.organizationId);
    const objectives = Array.from({ length: 205 }, (_, n) => ({
      id: randomUUID(),
      title: `Objective ${n}`,
      type: 'Tactical' as const,
      status: 'Active' as const,
      description: null,
      impact_category: null,
      operational_area: null,
      strategic_axis: null,
      owner_id: ada.user.id,
      parent_objective_id: null,
      start_date: null,
      end_date: null,
    }));
    await area.insertInto('objectives', objectives).execute();
    const initiativeId = randomUUID();
    await area
      .insertInto('initiatives', [{ id: initiativeId, name: 'Owned', description: null, status: 'To Start', owner_id: ada.user.id, start_date: null, end_date: null }])
      .execute();
    await area
      .insertInto('tasks', [
        { id: randomUUID(), initiative_id: initiativeId, title: 'One', description: null, status: 'To Do', assignee_id: ada.user.id, due_date: null },
        { id: randomUUID(), initiative_id: initiativeId, title: 'Two', description: null, status: 'To Do', assignee_id: ada.user.id, due_date: null },
      ])
      .execute();
    await ada.api.post(`/api/objectives/${objectives[0]!.id}/key-results`, { title: 'Binary', metricType: 'Binary', ownerId: ada.user.id });
    // Another organization's rows owned by the same person are not counted here.
    const other = await organization(app, ctx.db);
    await joinOrganization(ctx.db, other.organizationId, ada.user.id, 'Editor');
    await createObjective(caller(app, ada.accessToken, other.organizationId), { title: 'Elsewhere' });

    const users = (await ada.api.get('/api/users')).json<OrganizationUser[]>();
    expect(users.find((u) => u.id === ada.user.id)!.owns).toEqual({ objectives: 205, keyResults: 1, initiatives: 1, tasks: 2 });
  });

  it('answers 400 naming the parameter, changing nothing', async () => {
    const ada = await organization(app, ctx.db);
    const bob = await organization(app, ctx.db);
    for (const [url, field] of [
      ['/api/users?limit=500', 'limit'],
      ['/api/users?limit=0', 'limit'],
      ['/api/users?cursor=nope', 'cursor'],
      [`/api/users?cursor=${bob.user.id}`, 'cursor'],
      ['/api/users?sort=name', 'sort'],
    ] as const) {
      const response = await ada.api.get(url);
      expect(response.statusCode, url).toBe(400);
      const body = response.json<ErrorBody>();
      expect(body.code).toBe('VALIDATION_ERROR');
      expect((body.details as { field: string }[]).map((issue) => issue.field), url).toContain(field);
    }
  });

  it('is read in the current organization only: 404 outside it, 403 without users.read, 200 for a Viewer', async () => {
    const ada = await organization(app, ctx.db);
    const bob = await organization(app, ctx.db);
    expect((await ada.api.get('/api/users')).statusCode).toBe(200);
    const foreign = await caller(app, ada.accessToken, bob.organizationId).get('/api/users');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<ErrorBody>().code).toBe('NOT_FOUND');

    const viewer = await member(app, ctx.db, ada.organizationId, 'Viewer');
    const seen = (await viewer.api.get('/api/users')).json<OrganizationUser[]>();
    expect(seen.map((u) => u.id).sort()).toEqual([ada.user.id, viewer.user.id].sort());
    expect(seen.every((u) => u.id !== bob.user.id)).toBe(true);

    const registered = await register(app());
    await addMember(ctx.db, { organizationId: ada.organizationId, userId: registered.user.id, membershipType: 'Member', roleIds: [] });
    await grantCustomRole(ctx.db, ada.organizationId, registered.user.id, [{ domain: 'objectives', canRead: true }]);
    const denied = await caller(app, registered.accessToken, ada.organizationId).get('/api/users');
    expect(denied.statusCode).toBe(403);
    expect(denied.json<ErrorBody>()).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('users.read') });
  });
});
