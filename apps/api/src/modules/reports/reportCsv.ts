import { CSV_BOM, csvHeader, csvRow } from '@okr/contract';
import type { ReportExportKind } from '@okr/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { scoped } from '../../db/scoped';
import type { ReportScope } from './reportScope';

type Db = Kysely<Database>;

/** Rows read per statement: memory stays bounded whatever the organization's size (the file streams). */
export const CSV_PAGE_ROWS = 2000;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The export as a stream of chunks: the BOM and header, then pages of CSV_PAGE_ROWS rows read by
 * keyset (objectives by seq; key results by objective seq, seq; check-ins by objective seq, key
 * result seq, seq), each page one statement, so a 200 × 3 × 13 period is 4 statements and a
 * million check-ins never sit in memory at once. Pages are separate statements: a write landing
 * between two of them may show in the later pages only.
 */
export async function* reportCsv(db: Db, scope: ReportScope, kind: ReportExportKind): AsyncGenerator<string> {
  yield CSV_BOM + csvHeader(kind);
  const pages = kind === 'objectives' ? objectivePages(db, scope) : kind === 'key-results' ? keyResultPages(db, scope) : checkInPages(db, scope);
  for await (const lines of pages) yield lines.join('');
}

function objectives(db: Db, scope: ReportScope) {
  const periodId = scope.period?.id;
  return scoped(db, scope.organizationId)
    .selectFrom('objectives')
    .$if(periodId !== undefined, (qb) => qb.where('objectives.period_id', '=', periodId!));
}

async function* objectivePages(db: Db, scope: ReportScope): AsyncGenerator<string[]> {
  let after = -1;
  for (;;) {
    const rows = await objectives(db, scope)
      .leftJoin('periods as p', 'p.id', 'objectives.period_id')
      .leftJoin('users as u', 'u.id', 'objectives.owner_id')
      .select(['objectives.seq', 'objectives.id', 'objectives.title', 'objectives.type', 'objectives.status', 'p.name as period', 'objectives.strategic_axis', 'objectives.operational_area'])
      .select(['objectives.impact_category', 'u.email', 'objectives.parent_objective_id', 'objectives.start_date', 'objectives.end_date', 'objectives.progress', 'objectives.key_result_count'])
      .where('objectives.seq', '>', after)
      .orderBy('objectives.seq')
      .limit(CSV_PAGE_ROWS)
      .execute();
    if (rows.length === 0) return;
    yield rows.map((o) =>
      csvRow('objectives', {
        id: o.id,
        title: o.title,
        type: o.type,
        status: o.status,
        period: o.period,
        strategicAxis: o.strategic_axis,
        operationalArea: o.operational_area,
        impactCategory: o.impact_category,
        ownerEmail: o.email,
        parentObjectiveId: o.parent_objective_id,
        startDate: o.start_date,
        endDate: o.end_date,
        progress: o.progress,
        keyResults: o.key_result_count,
      }),
    );
    after = Number(rows[rows.length - 1]!.seq);
  }
}

async function* keyResultPages(db: Db, scope: ReportScope): AsyncGenerator<string[]> {
  let after: [number, number] = [-1, -1];
  for (;;) {
    const rows = await objectives(db, scope)
      .innerJoin('key_results as k', 'k.objective_id', 'objectives.id')
      .leftJoin('users as u', 'u.id', 'k.owner_id')
      .select(['objectives.seq as objective_seq', 'k.seq', 'k.id', 'k.objective_id', 'objectives.title as objective_title', 'k.title', 'k.metric_type', 'k.unit'])
      .select(['k.start_value', 'k.target_value', 'k.current_value', 'k.progress', 'k.confidence', 'k.weight', 'k.due_date', 'u.email'])
      .select('k.last_check_in_at')
      .where(sql<boolean>`(objectives.seq, k.seq) > (${after[0]}, ${after[1]})`)
      .orderBy('objectives.seq')
      .orderBy('k.seq')
      .limit(CSV_PAGE_ROWS)
      .execute();
    if (rows.length === 0) return;
    yield rows.map((k) =>
      csvRow('key-results', {
        id: k.id,
        objectiveId: k.objective_id,
        objectiveTitle: k.objective_title,
        title: k.title,
        metricType: k.metric_type,
        unit: k.unit,
        startValue: k.start_value,
        targetValue: k.target_value,
        currentValue: k.current_value,
        progress: k.progress,
        confidence: k.confidence,
        weight: k.weight,
        dueDate: k.due_date,
        ownerEmail: k.email,
        lastCheckInAt: iso(k.last_check_in_at),
      }),
    );
    const last = rows[rows.length - 1]!;
    after = [Number(last.objective_seq), Number(last.seq)];
  }
}

async function* checkInPages(db: Db, scope: ReportScope): AsyncGenerator<string[]> {
  let after: [number, number, number] = [-1, -1, -1];
  for (;;) {
    const rows = await objectives(db, scope)
      .innerJoin('key_results as k', 'k.objective_id', 'objectives.id')
      .innerJoin('check_ins as c', 'c.key_result_id', 'k.id')
      .leftJoin('users as u', 'u.id', 'c.author_id')
      .select(['objectives.seq as objective_seq', 'k.seq as key_result_seq', 'c.seq', 'c.id', 'c.created_at', 'objectives.title as objective_title'])
      .select(['k.id as key_result_id', 'k.title as key_result_title', 'c.value', 'c.confidence', 'c.note', 'u.email'])
      .where('c.organization_id', '=', scope.organizationId)
      .where(sql<boolean>`(objectives.seq, k.seq, c.seq) > (${after[0]}, ${after[1]}, ${after[2]})`)
      .orderBy('objectives.seq')
      .orderBy('k.seq')
      .orderBy('c.seq')
      .limit(CSV_PAGE_ROWS)
      .execute();
    if (rows.length === 0) return;
    yield rows.map((c) =>
      csvRow('check-ins', {
        id: c.id,
        createdAt: iso(c.created_at),
        objectiveTitle: c.objective_title,
        keyResultId: c.key_result_id,
        keyResultTitle: c.key_result_title,
        value: c.value,
        confidence: c.confidence,
        note: c.note,
        authorEmail: c.email,
      }),
    );
    const last = rows[rows.length - 1]!;
    after = [Number(last.objective_seq), Number(last.key_result_seq), Number(last.seq)];
  }
}
