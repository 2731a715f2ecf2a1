import { compareWeekItems } from '@okr/contract';
import { ErrorBody, UpdateMeResponse, WeekResponse } from '@okr/contract/schemas';
import { describe, expect, it } from 'vitest';
import { demoIds, demoTokens } from '../db/demoSeed';
import { getActiveMockDb } from '../activeMockDb';
import { setupMswServer } from '../testing/setupMswServer';
import { authHandlers, okrHandlers, weekHandlers } from '../handlers';
import { weekOrganizationNames } from './weekScenarios';

const api = 'http://localhost:6006/api';
const server = setupMswServer();

function call(path: string, init: RequestInit & { token?: string } = {}) {
  const { token = demoTokens('admin').accessToken, ...rest } = init;
  return fetch(`${api}${path}`, {
    ...rest,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...rest.headers },
  });
}

const week = async (token?: string) => WeekResponse.parse(await (await call('/me/week', { token })).json());

describe('weekHandlers', () => {
  it('answers the caller\'s week over the model, most urgent first', async () => {
    server.use(...weekHandlers.default);
    const items = await week();
    expect(items.length).toBeGreaterThan(0);
    expect([...items].sort(compareWeekItems)).toEqual(items);
    expect(new Set(items.map((item) => item.organization.name))).toEqual(new Set(['Acme Corp']));
  });

  it('shows items of several organizations in the severalOrganizations variant', async () => {
    server.use(...weekHandlers.severalOrganizations);
    const items = await week();
    const names = new Set(items.map((item) => item.organization.name));
    for (const name of weekOrganizationNames) expect(names).toContain(name);
    const initech = items.filter((item) => item.organization.name === 'Initech').map((item) => item.kind).sort();
    expect(initech).toEqual(['check_in_due', 'task_at_risk', 'task_due']);
  });

  it('drops an organization\'s items as soon as the caller may no longer read them', async () => {
    server.use(...weekHandlers.severalOrganizations);
    const before = await week();
    const initech = before.find((item) => item.organization.name === 'Initech')!.organization.id;
    const db = getActiveMockDb();
    db.memberships.deleteWhere((row) => row.userId === demoIds.users.admin && row.organizationId === initech);
    expect((await week()).some((item) => item.organization.id === initech)).toBe(false);
  });

  it('has the empty, error and loading variants', async () => {
    server.use(...weekHandlers.empty);
    expect(await week()).toEqual([]);
    server.resetHandlers(...weekHandlers.error);
    const failed = await call('/me/week');
    expect(failed.status).toBe(500);
    expect(ErrorBody.safeParse(await failed.json()).success).toBe(true);
  });

  it('follows a check-in: the key result is no longer due', async () => {
    server.use(...weekHandlers.severalOrganizations, ...okrHandlers.default);
    const due = (await week()).find((item) => item.kind === 'check_in_due' && item.organization.name === 'Initech')!;
    const checkIn = await call(`/key-results/${due.id}/check-ins`, {
      method: 'POST',
      headers: { 'X-Organization-Id': due.organization.id },
      body: JSON.stringify({ value: 20, confidence: 7 }),
    });
    expect(checkIn.status).toBe(201);
    expect((await week()).some((item) => item.id === due.id)).toBe(false);
  });
});

describe('PATCH /auth/me in the mocks', () => {
  it('changes the digest settings and refuses an unknown time zone like the API', async () => {
    server.use(...authHandlers.default);
    const ok = await call('/auth/me', { method: 'PATCH', body: JSON.stringify({ weeklyDigest: false, timeZone: 'Europe/Madrid' }) });
    expect(UpdateMeResponse.parse(await ok.json()).user).toMatchObject({ weeklyDigest: false, timeZone: 'Europe/Madrid' });
    const bad = await call('/auth/me', { method: 'PATCH', body: JSON.stringify({ timeZone: 'Mars/Olympus' }) });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'timeZone' }] });
  });
});
