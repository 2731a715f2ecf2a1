import type { CheckIn, Dashboard, Initiative, InitiativeDetail, Objective, ObjectiveDetail } from '@okr/contract';
import { demoOkr } from '@okr/contract/demo';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/createDatabase';
import { DEMO_PASSWORD, seedDemoData } from '../../src/seed/demoSeed';
import { bearer, login } from '../support/api';
import { testConfig } from '../support/testConfig';
import { freshDatabase } from '../support/testDatabase';

let database: DatabaseHandle;
let app: FastifyInstance;
let get: <T>(url: string) => Promise<T>;

beforeAll(async () => {
  database = await freshDatabase();
  app = await buildApp({ db: database.db, config: testConfig() });
  await seedDemoData(database.db);
  const response = await login(app, 'editor@demo.okr', DEMO_PASSWORD);
  const { accessToken } = response.json<{ accessToken: string }>();
  get = async (url) => (await app.inject({ url, headers: bearer(accessToken) })).json();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe("Acme Corp's demo quarter", () => {
  it('has the objectives of the shared description, aligned, with computed progress', async () => {
    const objectives = await get<Objective[]>('/api/objectives');
    expect(objectives.map((o) => o.title).sort()).toEqual(demoOkr.objectives.map((o) => o.title).sort());
    const byTitle = new Map(objectives.map((o) => [o.title, o]));
    expect(byTitle.get('Make onboarding effortless')!.parentObjectiveId).toBe(byTitle.get('Reduce churn among small-business customers')!.id);
    expect(byTitle.get('Cut office energy use')!.progress).toBe(100);
    const dach = await get<ObjectiveDetail>(`/api/objectives/${byTitle.get('Expand into the DACH market')!.id}`);
    expect(dach.keyResults.map((kr) => [kr.metricType, kr.progress])).toEqual([
      ['Numeric', 42.5],
      ['Numeric', 58.8],
      ['Binary', 0],
    ]);
    // (42.5 * 2 + 58.8 + 0) / 4
    expect(dach.progress).toBe(36);
    const history = await get<CheckIn[]>(`/api/key-results/${dach.keyResults[0]!.id}/check-ins`);
    expect(history.map((c) => c.value)).toEqual([17, 11, 4]);
    expect(history[0]!.note).toBe('Austria is slower than planned; Germany on track.');
  });

  it('has initiatives with tasks in every status, and a dashboard with something to say', async () => {
    const initiatives = await get<Initiative[]>('/api/initiatives');
    expect(initiatives).toHaveLength(demoOkr.initiatives.length);
    const dach = await get<InitiativeDetail>(`/api/initiatives/${initiatives.find((i) => i.name === 'DACH launch campaign')!.id}`);
    expect(dach).toMatchObject({ progress: 25, needsAttention: true });
    expect(dach.objectiveIds).toHaveLength(1);
    expect(dach.keyResultIds).toHaveLength(2);
    const dashboard = await get<Dashboard>('/api/dashboard');
    expect(dashboard.objectives.byStatus).toEqual({ Active: 6, Completed: 1, Cancelled: 0, 'On Hold': 1 });
    expect(dashboard.keyResults.atRiskCount).toBeGreaterThan(0);
    expect(dashboard.keyResults.atRisk.map((kr) => kr.title)).toContain('Run 60 customer health reviews');
    expect(Object.values(dashboard.tasks.byStatus).every((n) => n > 0)).toBe(true);
    expect(dashboard.mine.objectives.length).toBeGreaterThan(0);
  });
});
