import { addDays, isoDay } from '@okr/contract';
import type { Initiative, Task, WeekItem } from '@okr/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../src/db/Database';
import { bearer } from '../support/api';
import type { Api } from '../okr/okrApi';
import { createKeyResult, createObjective } from '../okr/okrApi';

/** Today and days around it, `YYYY-MM-DD` in UTC (the week's callers stay in UTC unless a test says otherwise). */
export const day = (offset = 0) => addDays(isoDay(), offset);

export async function myWeek(app: FastifyInstance, token: string): Promise<WeekItem[]> {
  const response = await app.inject({ url: '/api/me/week', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<WeekItem[]>();
}

/** A key result owned by `ownerId` whose last check-in (or creation) was `daysAgo` days ago, in an Active objective without dates. */
export async function keyResultWaiting(db: Kysely<Database>, api: Api, ownerId: string, daysAgo: number, title = 'Waiting for a check-in') {
  const objective = await createObjective(api, { title: `Objective of ${title}` });
  const keyResult = await createKeyResult(api, objective.id, { title, ownerId });
  await sql`update key_results set created_at = now() - make_interval(days => ${daysAgo}) where id = ${keyResult.id}`.execute(db);
  return { objective, keyResult };
}

/** A key result owned by `ownerId`, fresh, at 0% in an objective two thirds through its window: behind. */
export async function keyResultBehind(api: Api, ownerId: string, title = 'Behind the line') {
  const objective = await createObjective(api, { title: `Objective of ${title}`, startDate: day(-60), endDate: day(29) });
  const keyResult = await createKeyResult(api, objective.id, { title, ownerId });
  return { objective, keyResult };
}

export async function createInitiative(api: Api, body: object = {}): Promise<Initiative> {
  const response = await api.post('/api/initiatives', { name: 'Launch the portal', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Initiative>();
}

export async function createTask(api: Api, initiativeId: string, body: object = {}): Promise<Task> {
  const response = await api.post(`/api/initiatives/${initiativeId}/tasks`, { title: 'Write the copy', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Task>();
}
