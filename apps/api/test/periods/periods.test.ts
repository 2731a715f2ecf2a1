import { PERIOD_CLOSED_MESSAGE, PERIOD_HAS_OBJECTIVES_MESSAGE, initialPeriods, isoDay } from '@okr/contract';
import type { ErrorBody, Objective, Period } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/testApp';
import { createKeyResult, createObjective, member, organization } from '../okr/okrApi';

// Periods (api-contract.md "Cycles and roll-over"): the quarters a new organization starts with,
// custom periods without overlap, closing and reopening, the default period of objectives and
// check-ins refused in a closed period.

const ctx = useTestApp();
const app = () => ctx.app;

describe('periods', () => {
  it('a new organization has the quarters of this year and the next: the one holding today active, those past ended', async () => {
    const ada = await organization(app, ctx.db);
    const periods = (await ada.api.get('/api/periods')).json<Period[]>();
    const today = isoDay();
    expect(periods.map(({ name, startDate, endDate }) => ({ name, startDate, endDate }))).toEqual(initialPeriods(today));
    expect(periods.filter((period) => period.status === 'active')).toHaveLength(1);
    for (const period of periods) {
      expect(period.status).toBe(today < period.startDate ? 'upcoming' : today <= period.endDate ? 'active' : 'ended');
    }
  });

  it('creates, renames, moves, closes, reopens and deletes a period, each change audited; overlaps answer 409', async () => {
    const ada = await organization(app, ctx.db);
    const created = await ada.api.post('/api/periods', { name: 'FY2040 H1', startDate: '2040-01-01', endDate: '2040-06-30' });
    expect(created.statusCode, created.body).toBe(201);
    const period = created.json<Period>();
    expect(period).toMatchObject({ name: 'FY2040 H1', startDate: '2040-01-01', endDate: '2040-06-30', status: 'upcoming' });

    const overlapping = await ada.api.post('/api/periods', { name: 'Overlap', startDate: '2040-06-30', endDate: '2040-12-31' });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json<ErrorBody>().message).toContain('FY2040 H1');
    const adjacent = await ada.api.post('/api/periods', { name: 'FY2040 H2', startDate: '2040-07-01', endDate: '2040-12-31' });
    expect(adjacent.statusCode).toBe(201);
    expect((await ada.api.patch(`/api/periods/${period.id}`, { endDate: '2040-07-01' })).statusCode).toBe(409);

    const closed = await ada.api.patch(`/api/periods/${period.id}`, { name: 'H1 2040', closed: true });
    expect(closed.json<Period>()).toMatchObject({ name: 'H1 2040', status: 'closed' });
    expect((await ada.api.patch(`/api/periods/${period.id}`, { closed: false })).json<Period>().status).toBe('upcoming');

    expect((await ada.api.delete(`/api/periods/${period.id}`)).statusCode).toBe(204);
    expect((await ada.api.get('/api/periods')).json<Period[]>().map((p) => p.id)).not.toContain(period.id);
    expect((await ada.api.patch(`/api/periods/${period.id}`, { name: 'Gone' })).statusCode).toBe(404);

    const audit = await ctx.db
      .selectFrom('audit_events')
      .select(['action', 'target_id'])
      .where('organization_id', '=', ada.organizationId)
      .where('target_type', '=', 'period')
      .orderBy('occurred_at')
      .execute();
    expect(audit.filter((entry) => entry.target_id === period.id).map((entry) => entry.action)).toEqual([
      'period.created',
      'period.updated',
      'period.updated',
      'period.deleted',
    ]);
  });

  it('lets only one of two overlapping creations sent at once through', async () => {
    const ada = await organization(app, ctx.db);
    const answers = await Promise.all([
      ada.api.post('/api/periods', { name: 'A', startDate: '2041-01-01', endDate: '2041-03-31' }),
      ada.api.post('/api/periods', { name: 'B', startDate: '2041-03-01', endDate: '2041-05-31' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await ada.api.get('/api/periods')).json<Period[]>().filter((p) => p.startDate.startsWith('2041'))).toHaveLength(1);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const ada = await organization(app, ctx.db);
    const before = (await ada.api.get('/api/periods')).json<Period[]>();
    for (const body of [
      { name: '', startDate: '2040-01-01', endDate: '2040-03-31' },
      { name: 'Backwards', startDate: '2040-03-31', endDate: '2040-01-01' },
      { name: 'Not a day', startDate: '2040-02-30', endDate: '2040-03-31' },
      { name: 'Extra', startDate: '2040-01-01', endDate: '2040-03-31', status: 'closed' },
      { name: 'Nul\u0000', startDate: '2040-01-01', endDate: '2040-03-31' },
    ]) {
      const response = await ada.api.post('/api/periods', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<ErrorBody>().code).toBe('VALIDATION_ERROR');
    }
    const first = before[0]!;
    expect((await ada.api.patch(`/api/periods/${first.id}`, { startDate: first.endDate, endDate: first.startDate })).statusCode).toBe(400);
    expect((await ada.api.patch(`/api/periods/${first.id}`, { startDate: '2099-01-01' })).statusCode).toBe(400);
    expect((await ada.api.patch('/api/periods/not-a-uuid', { name: 'x' })).statusCode).toBe(404);
    expect((await ada.api.get('/api/periods')).json<Period[]>()).toEqual(before);
  });

  it('lets members read periods; changes need the settings flags; other organizations see 404', async () => {
    const ada = await organization(app, ctx.db);
    const period = (await ada.api.get('/api/periods')).json<Period[]>()[0]!;
    const viewer = await member(app, ctx.db, ada.organizationId, 'Viewer');
    const editor = await member(app, ctx.db, ada.organizationId, 'Editor');
    expect((await viewer.api.get('/api/periods')).json<Period[]>()).toHaveLength(8);
    expect((await editor.api.post('/api/periods', { name: 'X', startDate: '2040-01-01', endDate: '2040-01-31' })).statusCode).toBe(403);
    expect((await editor.api.patch(`/api/periods/${period.id}`, { closed: true })).statusCode).toBe(403);
    expect((await viewer.api.delete(`/api/periods/${period.id}`)).statusCode).toBe(403);
    const bob = await organization(app, ctx.db);
    expect((await bob.api.patch(`/api/periods/${period.id}`, { closed: true })).statusCode).toBe(404);
    expect((await bob.api.delete(`/api/periods/${period.id}`)).statusCode).toBe(404);
    expect((await bob.api.post('/api/objectives', { title: 'Theirs', periodId: period.id })).statusCode).toBe(400);
  });

  it('puts objectives in the default period, filters the list by period and refuses deleting a used period (422)', async () => {
    const ada = await organization(app, ctx.db);
    const periods = (await ada.api.get('/api/periods')).json<Period[]>();
    const today = isoDay();
    const current = periods.find((p) => p.startDate <= today && today <= p.endDate)!;
    const later = periods.at(-1)!;
    const defaulted = await createObjective(ada.api, { title: 'Now' });
    expect(defaulted.periodId).toBe(current.id);
    const planned = await createObjective(ada.api, { title: 'Later', periodId: later.id });
    expect(planned.periodId).toBe(later.id);
    const none = await createObjective(ada.api, { title: 'Unplanned', periodId: null });
    expect(none.periodId).toBeNull();

    const listed = (await ada.api.get(`/api/objectives?periodId=${later.id}`)).json<Objective[]>();
    expect(listed.map((o) => o.id)).toEqual([planned.id]);
    expect((await ada.api.get('/api/objectives?periodId=nope')).json<Objective[]>()).toEqual([]);

    const moved = await ada.api.patch(`/api/objectives/${planned.id}`, { periodId: current.id });
    expect(moved.json<Objective>().periodId).toBe(current.id);
    expect((await ada.api.patch(`/api/objectives/${planned.id}`, { periodId: 'not-a-uuid' })).statusCode).toBe(400);

    const refused = await ada.api.delete(`/api/periods/${current.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorBody>().message).toBe(PERIOD_HAS_OBJECTIVES_MESSAGE);
    expect((await ada.api.delete(`/api/periods/${later.id}`)).statusCode).toBe(204);

    // The default skips a closed period: the nearest upcoming one takes new objectives.
    await ada.api.patch(`/api/periods/${current.id}`, { closed: true });
    const next = periods.find((p) => p.startDate > today)!;
    expect((await createObjective(ada.api, { title: 'After closing' })).periodId).toBe(next.id);
  });

  it('refuses check-ins in a closed period with 422 until it is reopened', async () => {
    const ada = await organization(app, ctx.db);
    const objective = await createObjective(ada.api);
    const keyResult = await createKeyResult(ada.api, objective.id);
    const checkIn = () => ada.api.post(`/api/key-results/${keyResult.id}/check-ins`, { value: 10, confidence: 7 });
    expect((await checkIn()).statusCode).toBe(201);
    await ada.api.patch(`/api/periods/${objective.periodId}`, { closed: true });
    const refused = await checkIn();
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorBody>()).toMatchObject({ code: 'RULE_VIOLATION', message: PERIOD_CLOSED_MESSAGE });
    const count = await ctx.db.selectFrom('check_ins').select((eb) => eb.fn.countAll<number>().as('n')).where('key_result_id', '=', keyResult.id).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    await ada.api.patch(`/api/periods/${objective.periodId}`, { closed: false });
    expect((await checkIn()).statusCode).toBe(201);
  });

  it('takes late check-ins in a period that has ended and is not closed yet', async () => {
    const ada = await organization(app, ctx.db);
    const past = (await ada.api.post('/api/periods', { name: 'FY2020 H1', startDate: '2020-01-01', endDate: '2020-06-30' })).json<Period>();
    expect(past.status).toBe('ended');
    const objective = await createObjective(ada.api, { periodId: past.id });
    const keyResult = await createKeyResult(ada.api, objective.id);
    const late = await ada.api.post(`/api/key-results/${keyResult.id}/check-ins`, { value: 10, confidence: 7 });
    expect(late.statusCode, late.body).toBe(201);
    const closed = await ada.api.patch(`/api/periods/${past.id}`, { closed: true });
    expect(closed.json<Period>().status).toBe('closed');
    expect((await ada.api.patch(`/api/periods/${past.id}`, { closed: false })).json<Period>().status).toBe('ended');
  });
});
