import type { Objective, Period, RolloverResponse } from '@okr/contract';
import { ObjectiveDetail } from '@okr/contract/schemas';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/testApp';
import { createObjective, organization } from '../okr/okrApi';
import type { Api } from '../okr/okrApi';

// Issue 20: the detail of a copy made by a roll-over names the objective it came from
// (`rolledOverFrom`), with the original's current title, and null once the original is gone.
// The detail is cached (objectiveRoutes.ts): each change below is read back through that cache.

const ctx = useTestApp();
const app = () => ctx.app;

const detail = async (api: Api, id: string) => {
  const response = await api.get(`/api/objectives/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return ObjectiveDetail.parse(response.json());
};

async function rolledCopy() {
  const ada = await organization(app, ctx.db);
  const [from, to] = (await ada.api.get('/api/periods')).json<Period[]>();
  const original = await createObjective(ada.api, { title: 'Win the DACH market', periodId: from!.id });
  const rolled = await ada.api.post(`/api/periods/${from!.id}/rollover`, { toPeriodId: to!.id, objectiveIds: [original.id] });
  expect(rolled.statusCode, rolled.body).toBe(201);
  return { ada, original, copyId: rolled.json<RolloverResponse>().objectives[0]!.to };
}

describe('the detail of a rolled-over copy', () => {
  it('names the original; the original and other objectives name none', async () => {
    const { ada, original, copyId } = await rolledCopy();
    expect((await detail(ada.api, copyId)).rolledOverFrom).toEqual({ id: original.id, title: 'Win the DACH market' });
    expect((await detail(ada.api, original.id)).rolledOverFrom).toBeNull();
    const list = (await ada.api.get('/api/objectives')).json<Objective[]>();
    expect(list.every((objective) => !('rolledOverFrom' in objective))).toBe(true);
  });

  it("shows the original's new title, then null once the original is deleted", async () => {
    const { ada, original, copyId } = await rolledCopy();
    expect((await detail(ada.api, copyId)).rolledOverFrom?.title).toBe('Win the DACH market');
    expect((await ada.api.patch(`/api/objectives/${original.id}`, { title: 'Win Germany first' })).statusCode).toBe(200);
    expect((await detail(ada.api, copyId)).rolledOverFrom).toEqual({ id: original.id, title: 'Win Germany first' });
    expect((await ada.api.delete(`/api/objectives/${original.id}`)).statusCode).toBe(204);
    expect((await detail(ada.api, copyId)).rolledOverFrom).toBeNull();
  });

  it("never names another organization's objective", async () => {
    const ada = await organization(app, ctx.db);
    const bob = await organization(app, ctx.db);
    const theirs = await createObjective(bob.api, { title: 'Secret plan' });
    const ours = await createObjective(ada.api, { title: 'Ours' });
    // Only a direct write can point across organizations; the join still keeps to the copy's own.
    await ctx.db.updateTable('objectives').set({ rolled_over_from_id: theirs.id }).where('id', '=', ours.id).execute();
    expect((await detail(ada.api, ours.id)).rolledOverFrom).toBeNull();
  });

  it('is documented in the OpenAPI answer of GET /objectives/{id}', async () => {
    const document = (await app().inject({ url: '/api/openapi.json' })).json<{ paths: Record<string, { get?: unknown }> }>();
    const answer = JSON.stringify(document.paths['/api/objectives/{id}']?.get);
    expect(answer).toContain('rolledOverFrom');
    expect(answer).toContain('null when it is not a copy or when the original has been deleted');
  });
});
