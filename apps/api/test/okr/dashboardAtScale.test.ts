import { randomUUID } from 'node:crypto';
import { expectedProgress, isoDay, roundProgress } from '@okr/contract';
import type { Dashboard, ObjectiveStatus } from '@okr/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dashboardOf } from '../../src/modules/okr/dashboardService';
import { useTestApp } from '../support/testApp';
import { createKeyResult, createObjective, organization } from './okrApi';
import { referenceDashboardOf } from './referenceDashboard';

// The dashboard counts and picks its at-risk key results in SQL (issue 22); the answer must be the
// one the previous code gave (every key result read and judged by the contract's keyResultRisk in
// JavaScript: test/okr/referenceDashboard.ts), on a small organization and on one of a few
// thousand key results, with progress placed exactly on, just above and just under the
// time-elapsed line less the tolerance, and dates Date.parse runs over (Feb 30) or cannot read.

const ctx = useTestApp();
const days = ['2026-01-01', '2026-03-17', '2026-06-15', '2026-12-31'];

/** A seeded generator: the same data every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const oddDates = ['2026-02-30', '2026-04-31', '2026-13-01', '2026-00-10', '2026-02-00'];
const addDays = (day: string, n: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));

async function fill(organizationId: string, ownerId: string, objectives: number, seed: number): Promise<void> {
  const next = random(seed);
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)] as T;
  const statuses: ObjectiveStatus[] = ['Active', 'Active', 'Active', 'Active', 'Completed', 'Cancelled', 'On Hold'];
  const date = (around: string) => (next() < 0.1 ? null : next() < 0.05 ? pick(oddDates) : addDays(around, Math.floor(next() * 400) - 200));
  const objectiveRows = [];
  const keyResultRows = [];
  for (let i = 0; i < objectives; i += 1) {
    let [start, end] = [date('2026-03-01'), date('2026-09-01')];
    if (start && end && end < start) [start, end] = [end, start];
    const tie = next() < 0.2;
    const anchor = pick(days);
    if (tie) {
      // Windows where the line falls on a half tenth (16 days: 31.25 %) or just off it in doubles (80 days: 11.25 %).
      const span = pick([16, 80]);
      start = addDays(anchor, -(2 * Math.floor(next() * (span / 2)) + 1));
      end = addDays(start, span - 1);
    }
    const objective = {
      id: randomUUID(),
      organization_id: organizationId,
      title: `Objective ${i}`,
      type: 'Tactical' as const,
      status: pick(statuses),
      start_date: start,
      end_date: end,
      progress: Math.floor(next() * 1000) / 10,
      owner_id: next() < 0.5 ? ownerId : null,
    };
    objectiveRows.push(objective);
    for (let k = 0; k < 3; k += 1) {
      const due = tie || next() < 0.5 ? null : date('2026-07-01');
      const line = expectedProgress(start, due ?? end, tie ? anchor : pick(days));
      // A third placed on the line less the tolerance (±0.1), the rest anywhere.
      const anywhere = () => (next() < 0.1 ? 100 : Math.floor(next() * 1000) / 10);
      const progress = line !== null && next() < 0.35 ? roundProgress(line - 10 + pick([-0.1, 0, 0.1])) : anywhere();
      const confidence = next() < 0.3 ? null : Math.floor(next() * 11);
      keyResultRows.push({
        id: randomUUID(),
        organization_id: organizationId,
        objective_id: objective.id,
        title: `KR ${i}.${k}`,
        metric_type: 'Numeric' as const,
        start_value: 0,
        target_value: 100,
        weight: 1,
        deliverable_status: 'Pending' as const,
        current_value: progress,
        progress,
        confidence,
        due_date: due,
        owner_id: next() < 0.3 ? ownerId : null,
      });
    }
  }
  for (let at = 0; at < objectiveRows.length; at += 500) await ctx.db.insertInto('objectives').values(objectiveRows.slice(at, at + 500)).execute();
  for (let at = 0; at < keyResultRows.length; at += 500) await ctx.db.insertInto('key_results').values(keyResultRows.slice(at, at + 500)).execute();
}

async function expectSameAnswers(organizationId: string, userId: string): Promise<Dashboard[]> {
  const answers = [];
  for (const today of days) {
    const answer = await dashboardOf(ctx.db, organizationId, userId, today);
    expect(answer).toEqual(await referenceDashboardOf(ctx.db, organizationId, userId, today));
    answers.push(answer);
  }
  return answers;
}

describe('the dashboard computed in SQL gives the previous answer', () => {
  it('on a small organization and on one of 3,000 key results, on several days', { timeout: 120_000 }, async () => {
    const small = await organization(() => ctx.app, ctx.db, 'Pro');
    await fill(small.organizationId, small.user.id, 5, 1);
    await expectSameAnswers(small.organizationId, small.user.id);

    const big = await organization(() => ctx.app, ctx.db, 'Pro');
    await fill(big.organizationId, big.user.id, 1_000, 2);
    const answers = await expectSameAnswers(big.organizationId, big.user.id);
    // Not vacuous: thousands of key results, many at risk for each reason, the list full.
    for (const answer of answers) {
      expect(answer.keyResults.total).toBe(3_000);
      expect(answer.keyResults.atRiskCount).toBeGreaterThan(100);
      expect(answer.keyResults.atRisk).toHaveLength(10);
    }
    const flags = answers.flatMap((answer) => answer.keyResults.atRisk.map((kr) => `${kr.lowConfidence}|${kr.behind}`));
    expect(new Set(flags).size).toBeGreaterThanOrEqual(2);

    // The database keeps each key result's risk day (migration 023) through later writes: objectives
    // change status and window, key results their progress, confidence and due date.
    const objectiveIds = (await ctx.db.selectFrom('objectives').select('id').where('organization_id', '=', big.organizationId).orderBy('seq').execute()).map((row) => row.id);
    const every = (n: number, from: number) => objectiveIds.filter((_, i) => i % n === from);
    await ctx.db.updateTable('objectives').set({ status: 'Active' }).where('id', 'in', every(3, 0)).where('status', '!=', 'Active').execute();
    await ctx.db.updateTable('objectives').set({ status: 'On Hold' }).where('id', 'in', every(7, 1)).execute();
    await ctx.db.updateTable('objectives').set({ start_date: '2026-02-10', end_date: '2026-08-20' }).where('id', 'in', every(5, 2)).execute();
    await ctx.db.updateTable('objectives').set({ end_date: null }).where('id', 'in', every(11, 3)).execute();
    await ctx.db
      .updateTable('objectives')
      .set({ start_date: '2026-02-30' })
      .where('id', 'in', every(13, 4))
      .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', '2026-02-30')]))
      .execute();
    const some = (n: number, from: number) => sql<boolean>`(key_results.seq % ${n} = ${from})`;
    const inBig = ctx.db.updateTable('key_results').where('organization_id', '=', big.organizationId);
    await inBig.set({ progress: sql`(floor(progress * 7)::int % 1000) / 10.0` }).where(some(4, 0)).execute();
    await inBig.set({ confidence: 2 }).where(some(9, 1)).execute();
    await inBig.set({ confidence: null }).where(some(9, 2)).execute();
    await inBig.set({ due_date: '2026-05-05' }).where(some(6, 3)).execute();
    await inBig.set({ due_date: null }).where(some(6, 4)).execute();
    await inBig.set({ progress: 100 }).where(some(17, 5)).execute();
    const later = await expectSameAnswers(big.organizationId, big.user.id);
    expect(later.map((answer) => answer.keyResults.atRiskCount)).not.toEqual(answers.map((answer) => answer.keyResults.atRiskCount));
  });

  it('over HTTP, cached, and again after a check-in in that organization', async () => {
    const ada = await organization(() => ctx.app, ctx.db, 'Pro');
    await fill(ada.organizationId, ada.user.id, 40, 3);
    const objective = await createObjective(ada.api, { title: 'Running', startDate: addDays(isoDay(), -30), endDate: addDays(isoDay(), 29) });
    const keyResult = await createKeyResult(ada.api, objective.id, { title: 'Fine', currentValue: 150 });
    const reference = () => referenceDashboardOf(ctx.db, ada.organizationId, ada.user.id);
    expect((await ada.api.get('/api/dashboard')).json()).toEqual(await reference());
    expect((await ada.api.get('/api/dashboard')).json()).toEqual(await reference());
    await ada.api.post(`/api/key-results/${keyResult.id}/check-ins`, { value: 150, confidence: 1 });
    const after = (await ada.api.get('/api/dashboard')).json<Dashboard>();
    expect(after).toEqual(await reference());
    expect(after.keyResults.atRiskCount).toBeGreaterThan(0);
  });
});
