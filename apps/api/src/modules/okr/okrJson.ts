import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';

// The hot reads (the objectives list and an objective's detail) are written as JSON by the
// database: one text value per answer instead of a hundred rows parsed field by field, and no
// second serialization in Node (performance-notes.md: on PGlite the cost is per round trip and
// per value). The shapes are those of `toObjective` / `toKeyResult` (okrMappers.ts); the tests
// parse these answers with the contract's schemas and compare them with the mappers' output.

/** A timestamptz as `toISOString()` writes it (UTC, milliseconds, `Z`). */
const isoOf = (column: string) => sql`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The wire Objective of the row `alias` of `objectives`. */
export function objectiveJson(alias: string): RawBuilder<unknown> {
  const c = (column: string) => sql.ref(`${alias}.${column}`);
  return sql`json_build_object(
    'id', ${c('id')}, 'organizationId', ${c('organization_id')}, 'title', ${c('title')},
    'description', ${c('description')}, 'type', ${c('type')}, 'impactCategory', ${c('impact_category')},
    'operationalArea', ${c('operational_area')}, 'strategicAxis', ${c('strategic_axis')}, 'status', ${c('status')},
    'ownerId', ${c('owner_id')}, 'parentObjectiveId', ${c('parent_objective_id')},
    'periodId', ${c('period_id')}, 'startDate', ${c('start_date')},
    'endDate', ${c('end_date')}, 'progress', ${c('progress')}, 'keyResultCount', ${c('key_result_count')},
    'version', ${c('version')}, 'createdAt', ${isoOf(`${alias}.created_at`)}, 'updatedAt', ${isoOf(`${alias}.updated_at`)})`;
}

/** The wire KeyResult of the row `alias` of `key_results`. */
export function keyResultJson(alias: string): RawBuilder<unknown> {
  const c = (column: string) => sql.ref(`${alias}.${column}`);
  return sql`json_build_object(
    'id', ${c('id')}, 'organizationId', ${c('organization_id')}, 'objectiveId', ${c('objective_id')},
    'title', ${c('title')}, 'description', ${c('description')}, 'metricType', ${c('metric_type')},
    'startValue', ${c('start_value')}, 'targetValue', ${c('target_value')}, 'currentValue', ${c('current_value')},
    'unit', ${c('unit')}, 'weight', ${c('weight')}, 'deliverableStatus', ${c('deliverable_status')},
    'ownerId', ${c('owner_id')}, 'dueDate', ${c('due_date')}, 'progress', ${c('progress')},
    'confidence', ${c('confidence')},
    'lastCheckInAt', case when ${c('last_check_in_at')} is null then null else ${isoOf(`${alias}.last_check_in_at`)} end,
    'version', ${c('version')}, 'createdAt', ${isoOf(`${alias}.created_at`)}, 'updatedAt', ${isoOf(`${alias}.updated_at`)})`;
}
