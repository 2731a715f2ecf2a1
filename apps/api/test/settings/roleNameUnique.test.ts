import { randomUUID } from 'node:crypto';
import type { Role } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../src/lib/isUniqueViolation';
import { useTestApp } from '../support/testApp';
import { registerAdmin } from './settingsApi';

// Role names are unique per organization, in any case: the service answers 409 first, and the
// index of migration 005_role_name_unique holds when two requests race past that check.
const ctx = useTestApp();
const app = () => ctx.app;

const insertRole = (organizationId: string, name: string) =>
  ctx.db
    .insertInto('roles')
    .values({ id: randomUUID(), name, description: null, role_type: 'Editor', category: 'Custom', organization_id: organizationId })
    .execute();

describe('role names are unique per organization (005_role_name_unique)', () => {
  it('the database refuses a second role of the same name in any case, in the same organization only', async () => {
    const ada = await registerAdmin(app);
    const bob = await registerAdmin(app);
    await insertRole(ada.organizationId, 'Team Lead');
    const duplicate = await insertRole(ada.organizationId, 'TEAM LEAD').then(
      () => null,
      (error: unknown) => error,
    );
    expect(isUniqueViolation(duplicate)).toBe(true);
    // The default 'Admin' role is covered too.
    const admin = await insertRole(ada.organizationId, 'admin').then(
      () => null,
      (error: unknown) => error,
    );
    expect(isUniqueViolation(admin)).toBe(true);
    await expect(insertRole(bob.organizationId, 'Team Lead')).resolves.toBeDefined();
  });

  it('answers one 201 and 409s for creates of one name racing each other, and stores one role', async () => {
    const ada = await registerAdmin(app);
    const body = (name: string) => ({ name, roleType: 'Editor', category: 'Custom' });
    const answers = await Promise.all([
      ada.api.post('/api/roles', body('Squad Lead')),
      ada.api.post('/api/roles', body('squad lead')),
      ada.api.post('/api/roles', body('SQUAD LEAD')),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    for (const answer of answers.filter((one) => one.statusCode === 409)) {
      expect(answer.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('already exists in this organization') });
    }
    const roles = (await ada.api.get('/api/roles')).json<Role[]>();
    expect(roles.filter((role) => role.name.toLowerCase() === 'squad lead')).toHaveLength(1);
  });

  it('answers 409 (never 500) when a rename races onto a taken name', async () => {
    const ada = await registerAdmin(app);
    const create = (name: string) => ada.api.post('/api/roles', { name, roleType: 'Editor', category: 'Custom' });
    const first = (await create('Alpha')).json<Role>();
    const second = (await create('Beta')).json<Role>();
    const answers = await Promise.all([
      ada.api.patch(`/api/roles/${first.id}`, { name: 'Gamma' }),
      ada.api.patch(`/api/roles/${second.id}`, { name: 'gamma' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});
