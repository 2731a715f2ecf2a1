import { randomUUID } from 'node:crypto';
import type { ConfigOption, ConfigOptionKind, CreateConfigOptionRequest, UpdateConfigOptionRequest } from '@okr/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { ConfigOptionRow, Database } from '../../db/Database';
import { scoped } from '../../db/scoped';
import { conflict, notFound, ruleViolation } from '../../lib/AppError';
import { isUuid } from '../../lib/isUuid';
import { toConfigOption } from './okrMappers';

type Db = Kysely<Database>;

/** The column of objectives each kind classifies. */
const columnOf = {
  'Impact Category': 'impact_category',
  'Operational Area': 'operational_area',
  'Strategic Axis': 'strategic_axis',
} as const satisfies Record<ConfigOptionKind, string>;

/** GET /config-options: the Global options (the spec's enumerations, in its order), then the organization's own by value. */
export async function listConfigOptions(db: Db, organizationId: string, kind?: ConfigOptionKind): Promise<ConfigOption[]> {
  let query = db
    .selectFrom('config_options')
    .selectAll()
    .where((eb) => eb.or([eb('organization_id', 'is', null), eb('organization_id', '=', organizationId)]));
  if (kind) query = query.where('kind', '=', kind);
  const rows = await query
    .orderBy(sql`organization_id is not null`)
    .orderBy('kind')
    .orderBy('position')
    .orderBy(sql`lower(value)`)
    .execute();
  return rows.map(toConfigOption);
}

async function assertValueFree(db: Db, organizationId: string, kind: ConfigOptionKind, value: string, exceptId?: string) {
  let query = db
    .selectFrom('config_options')
    .select('id')
    .where((eb) => eb.or([eb('organization_id', 'is', null), eb('organization_id', '=', organizationId)]))
    .where('kind', '=', kind)
    .where(sql<boolean>`lower(value) = lower(${value})`);
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw conflict(`"${value}" is already an option of ${kind}`);
}

/** An option the organization may change: its own (Global ones answer 422, other tenants' 404). */
async function findOwnOption(db: Db, organizationId: string, id: string): Promise<ConfigOptionRow> {
  const row = isUuid(id)
    ? await db
        .selectFrom('config_options')
        .selectAll()
        .where('id', '=', id)
        .where((eb) => eb.or([eb('organization_id', 'is', null), eb('organization_id', '=', organizationId)]))
        .forUpdate()
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound('Config option');
  if (row.organization_id === null) throw ruleViolation('Global options are read-only');
  return row;
}

/** POST /config-options: the organization's own option of a kind (never Global). */
export async function createConfigOption(db: Db, organizationId: string, body: CreateConfigOptionRequest): Promise<ConfigOption> {
  const scope = body.scope ?? 'Organization';
  if (scope === 'Global') throw ruleViolation('Global options are the product’s own; add an Organization option instead');
  return db.transaction().execute(async (trx) => {
    await assertValueFree(trx, organizationId, body.kind, body.value);
    const row = await scoped(trx, organizationId)
      .insertInto('config_options', [{ id: randomUUID(), kind: body.kind, scope, value: body.value }])
      .returningAll()
      .executeTakeFirstOrThrow();
    return toConfigOption(row);
  });
}

/** PATCH /config-options/{id}: renames the option and the objectives classified with it, together. */
export async function updateConfigOption(
  db: Db,
  organizationId: string,
  id: string,
  body: UpdateConfigOptionRequest,
): Promise<ConfigOption> {
  return db.transaction().execute(async (trx) => {
    const current = await findOwnOption(trx, organizationId, id);
    await assertValueFree(trx, organizationId, current.kind, body.value, id);
    const row = await scoped(trx, organizationId)
      .updateTable('config_options')
      .set({ value: body.value })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const column = columnOf[current.kind];
    await scoped(trx, organizationId).updateTable('objectives').set({ [column]: body.value }).where(column, '=', current.value).execute();
    return toConfigOption(row);
  });
}

/** DELETE /config-options/{id}: objectives classified with it keep the value. */
export async function deleteConfigOption(db: Db, organizationId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await findOwnOption(trx, organizationId, id);
    await scoped(trx, organizationId).deleteFrom('config_options').where('id', '=', id).execute();
  });
}
