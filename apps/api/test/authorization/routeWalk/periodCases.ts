import { randomUUID } from 'node:crypto';
import { addDays } from '@okr/contract';
import { scoped } from '../../../src/db/scoped';
import { current, get, settings } from './walkCase';
import type { WalkCase, WalkWorld } from './walkCase';

/** The walk's cases of periods (api-contract.md "Cycles and roll-over"), in the current organization. */
export function periodCases(world: WalkWorld): WalkCase[] {
  // One-day periods far after the quarters every organization starts with, never twice the same day.
  let days = 0;
  const nextDay = () => addDays('2060-01-01', (days += 1));

  /** A fresh period of the organization, without objectives. */
  async function walkPeriod(organizationId: string): Promise<string> {
    const id = randomUUID();
    const day = nextDay();
    await scoped(world.db, organizationId).insertInto('periods', [{ id, name: `Walk ${day}`, start_date: day, end_date: day }]).execute();
    return id;
  }

  return [
    { route: 'GET /api/periods', guard: current('objectives', 'read'), request: get('/api/periods'), ok: 200 },
    {
      route: 'POST /api/periods',
      guard: settings('create'),
      request: () => {
        const day = nextDay();
        return { url: '/api/periods', payload: { name: `Walked ${day}`, startDate: day, endDate: day } };
      },
      ok: 201,
    },
    {
      route: 'PATCH /api/periods/:id',
      guard: settings('update'),
      request: async (organizationId) => ({ url: `/api/periods/${await walkPeriod(organizationId)}`, payload: { name: 'Walked period' } }),
      ok: 200,
    },
    {
      route: 'POST /api/periods/:id/rollover',
      guard: current('objectives', 'create'),
      request: async (organizationId) => {
        const [from, to] = [await walkPeriod(organizationId), await walkPeriod(organizationId)];
        const objectiveId = randomUUID();
        await scoped(world.db, organizationId).insertInto('objectives', [{ id: objectiveId, title: 'Walked', type: 'Tactical', status: 'Active', period_id: from }]).execute();
        return { url: `/api/periods/${from}/rollover`, payload: { toPeriodId: to, objectiveIds: [objectiveId] } };
      },
      ok: 201,
    },
    {
      route: 'DELETE /api/periods/:id',
      guard: settings('delete'),
      request: async (organizationId) => ({ url: `/api/periods/${await walkPeriod(organizationId)}` }),
      ok: 204,
    },
  ];
}
