import { randomUUID } from 'node:crypto';
import {
  END_BEFORE_START,
  PERIOD_HAS_OBJECTIVES_MESSAGE,
  PERIOD_OVERLAP_MESSAGE,
  endsBeforeStart,
  isoDay,
  overlappingPeriod,
  periodStatus,
} from '@okr/contract';
import type { CreatePeriodRequest, Period, UpdatePeriodRequest } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database, PeriodRow } from '../../db/Database';
import { scoped } from '../../db/scoped';
import { conflict, notFound, ruleViolation } from '../../lib/AppError';
import { isUuid } from '../../lib/isUuid';
import { changedFields, recordAudit } from '../audit/recordAudit';
import type { AuditActor } from '../audit/recordAudit';
import { invalidField } from '../okr/okrErrors';
import { lockOrganization } from '../okr/objectiveService';

type Db = Kysely<Database>;

/** The wire Period of a row on `today` (the status is computed: `periodStatus`). */
export function toPeriod(row: PeriodRow, today = isoDay()): Period {
  const span = { startDate: row.start_date, endDate: row.end_date, closed: row.closed_at !== null };
  return { id: row.id, name: row.name, startDate: row.start_date, endDate: row.end_date, status: periodStatus(span, today) };
}

/** The periods of an organization as the shared rules take them. */
export async function periodSpans(db: Db, organizationId: string) {
  const rows = await scoped(db, organizationId).selectFrom('periods').selectAll().orderBy('start_date').execute();
  return rows.map((row) => ({ id: row.id, startDate: row.start_date, endDate: row.end_date, closed: row.closed_at !== null, row }));
}

/** GET /periods: by start date. */
export async function listPeriods(db: Db, organizationId: string): Promise<Period[]> {
  const today = isoDay();
  return (await periodSpans(db, organizationId)).map(({ row }) => toPeriod(row, today));
}

/** One of the organization's periods (locked when asked); else 404. */
export async function findPeriod(db: Db, organizationId: string, id: string, forUpdate = false): Promise<PeriodRow> {
  if (!isUuid(id)) throw notFound('Period');
  let query = scoped(db, organizationId).selectFrom('periods').selectAll().where('id', '=', id);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('Period');
  return row;
}

/** 409 when the span shares a day with another period of the organization (caller holds the organization's lock). */
async function assertNoOverlap(db: Db, organizationId: string, span: { startDate: string; endDate: string }, exceptId?: string) {
  const other = overlappingPeriod(await periodSpans(db, organizationId), span, exceptId);
  if (other) throw conflict(`${PERIOD_OVERLAP_MESSAGE}: ${other.row.name} runs ${other.startDate} to ${other.endDate}`);
}

const audited = (row: PeriodRow) => ({ name: row.name, startDate: row.start_date, endDate: row.end_date, closed: row.closed_at !== null });

/** POST /periods: serialized per organization so two overlapping creations cannot both pass. */
export async function createPeriod(db: Db, organizationId: string, actor: AuditActor, body: CreatePeriodRequest): Promise<Period> {
  return db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    await assertNoOverlap(trx, organizationId, body);
    const row = await scoped(trx, organizationId)
      .insertInto('periods', [{ id: randomUUID(), name: body.name, start_date: body.startDate, end_date: body.endDate }])
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, { action: 'period.created', organizationId, targetType: 'period', targetId: row.id, after: audited(row) });
    return toPeriod(row);
  });
}

/** PATCH /periods/{id}: rename, move (no overlap), close (`closed: true`) or reopen (`closed: false`). */
export async function updatePeriod(db: Db, organizationId: string, actor: AuditActor, id: string, body: UpdatePeriodRequest): Promise<Period> {
  return db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const current = await findPeriod(trx, organizationId, id, true);
    const span = { startDate: body.startDate ?? current.start_date, endDate: body.endDate ?? current.end_date };
    if (endsBeforeStart(span.startDate, span.endDate)) throw invalidField('endDate', END_BEFORE_START);
    await assertNoOverlap(trx, organizationId, span, id);
    const closedAt = body.closed === undefined ? current.closed_at : body.closed ? (current.closed_at ?? new Date()) : null;
    const row = await scoped(trx, organizationId)
      .updateTable('periods')
      .set({ name: body.name ?? current.name, start_date: span.startDate, end_date: span.endDate, closed_at: closedAt })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const changed = changedFields(audited(current), audited(row));
    if (changed) await recordAudit(trx, actor, { action: 'period.updated', organizationId, targetType: 'period', targetId: id, ...changed });
    return toPeriod(row);
  });
}

/** DELETE /periods/{id}: refused (422) while objectives belong to it. */
export async function deletePeriod(db: Db, organizationId: string, actor: AuditActor, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await findPeriod(trx, organizationId, id, true);
    const used = await scoped(trx, organizationId).selectFrom('objectives').select('id').where('period_id', '=', id).limit(1).executeTakeFirst();
    if (used) throw ruleViolation(PERIOD_HAS_OBJECTIVES_MESSAGE);
    await scoped(trx, organizationId).deleteFrom('periods').where('id', '=', id).execute();
    await recordAudit(trx, actor, { action: 'period.deleted', organizationId, targetType: 'period', targetId: id, before: audited(current) });
  });
}
