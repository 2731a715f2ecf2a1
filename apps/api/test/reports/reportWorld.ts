import { addDays, isoDay } from '@okr/contract';
import type { CheckIn, Period } from '@okr/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../src/db/Database';
import type { Api } from '../okr/okrApi';
import { organization } from '../okr/okrApi';

// What the reports tests share: a Pro organization, the period holding today, check-ins moved
// back in time (their day is what the series are made of).

export async function proOrganization(app: () => FastifyInstance, db: Kysely<Database>) {
  const owner = await organization(app, db, 'Pro');
  const periods = (await owner.api.get('/api/periods')).json<Period[]>();
  const today = isoDay();
  const period = periods.find((p) => p.startDate <= today && today <= p.endDate)!;
  const other = periods.find((p) => p.id !== period.id)!;
  return { ...owner, today, period, other };
}

/** A check-in through the API, then moved `daysAgo` days back (with the key result's last check-in time when it is the latest). */
export async function checkIn(db: Kysely<Database>, api: Api, keyResultId: string, value: number, confidence: number, daysAgo = 0, note?: string) {
  const response = await api.post(`/api/key-results/${keyResultId}/check-ins`, { value, confidence, ...(note !== undefined && { note }) });
  expect(response.statusCode, response.body).toBe(201);
  const created = response.json<CheckIn>();
  if (daysAgo > 0) {
    const at = new Date(Date.now() - daysAgo * 86_400_000);
    await sql`update check_ins set created_at = ${at} where id = ${created.id}`.execute(db);
    await sql`update key_results set last_check_in_at = (select max(created_at) from check_ins where key_result_id = ${keyResultId}) where id = ${keyResultId}`.execute(db);
  }
  return created;
}

export const daysAgo = (today: string, days: number) => addDays(today, -days);
