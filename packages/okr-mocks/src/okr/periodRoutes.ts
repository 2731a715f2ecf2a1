import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { END_BEFORE_START, PERIOD_HAS_OBJECTIVES_MESSAGE, PERIOD_OVERLAP_MESSAGE, endsBeforeStart, overlappingPeriod } from '@okr/contract';
import { CreatePeriodRequest, Period, UpdatePeriodRequest } from '@okr/contract/schemas';
import { recordAudit } from '../db/audit';
import type { MockDb } from '../db/MockDb';
import { periodsOf, toPeriod } from '../db/periods';
import type { PeriodRecord } from '../db/records';
import { apiUrl, arrayOf, callerResolver, fail, guardedCaller, noContent, readBody, respond } from '../lib/routeKit';
import type { DbSource } from '../lib/DbSource';
import { invalidFields, notFound } from './okrGuards';

export function findPeriod(db: MockDb, organizationId: string, id: string): PeriodRecord {
  const period = db.periods.get(id);
  if (!period || period.organizationId !== organizationId) return notFound('Period');
  return period;
}

function assertNoOverlap(db: MockDb, organizationId: string, span: { startDate: string; endDate: string }, exceptId?: string) {
  const other = overlappingPeriod(periodsOf(db, organizationId), span, exceptId);
  if (other) fail('CONFLICT', `${PERIOD_OVERLAP_MESSAGE}: ${other.name} runs ${other.startDate} to ${other.endDate}`);
}

/** Periods of the current organization, as the API behaves (api-contract.md "Cycles and roll-over"). */
export function periodRoutes(source: DbSource) {
  const guarded = guardedCaller(callerResolver(source));
  const byId = apiUrl('/periods/:id');

  const list = http.get(apiUrl('/periods'), ({ request }) => {
    const { db, organizationId } = guarded(request, 'objectives', 'read');
    return respond(arrayOf(Period), periodsOf(db, organizationId).map((p) => toPeriod(db, p)));
  });

  const create = http.post(apiUrl('/periods'), async ({ request }) => {
    const { db, user, organizationId } = guarded(request, 'settings', 'create');
    const body = await readBody(request, CreatePeriodRequest);
    assertNoOverlap(db, organizationId, body);
    const period = db.periods.insert({ id: db.nextId('period'), organizationId, ...body, closed: false });
    recordAudit(db, { action: 'period.created', actorId: user.id, organizationId, targetType: 'period', targetId: period.id });
    return respond(Period, toPeriod(db, period), 201);
  });

  const update = http.patch(byId, async ({ request, params }) => {
    const { db, user, organizationId } = guarded(request, 'settings', 'update');
    const body = await readBody(request, UpdatePeriodRequest);
    const current = findPeriod(db, organizationId, String(params.id));
    const span = { startDate: body.startDate ?? current.startDate, endDate: body.endDate ?? current.endDate };
    if (endsBeforeStart(span.startDate, span.endDate)) invalidFields([{ field: 'endDate', message: END_BEFORE_START }]);
    assertNoOverlap(db, organizationId, span, current.id);
    const updated = db.periods.update(current.id, { name: body.name ?? current.name, ...span, closed: body.closed ?? current.closed })!;
    recordAudit(db, { action: 'period.updated', actorId: user.id, organizationId, targetType: 'period', targetId: current.id });
    return respond(Period, toPeriod(db, updated));
  });

  const remove = http.delete(byId, ({ request, params }) => {
    const { db, user, organizationId } = guarded(request, 'settings', 'delete');
    const period = findPeriod(db, organizationId, String(params.id));
    if (db.objectives.filter((o) => o.periodId === period.id).length > 0) fail('RULE_VIOLATION', PERIOD_HAS_OBJECTIVES_MESSAGE);
    db.periods.delete(period.id);
    recordAudit(db, { action: 'period.deleted', actorId: user.id, organizationId, targetType: 'period', targetId: period.id });
    return noContent();
  });

  return { list, create, update, remove } satisfies Record<string, HttpHandler>;
}
