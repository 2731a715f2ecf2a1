import { sql } from 'kysely';
import type {
  DeleteQueryBuilder,
  DeleteResult,
  Insertable,
  InsertQueryBuilder,
  InsertResult,
  Kysely,
  SelectQueryBuilder,
  UpdateQueryBuilder,
  UpdateResult,
} from 'kysely';
import type { Database } from './Database';

/** Tables whose rows belong to one organization: those with an `organization_id` column. */
export type OrganizationTable = {
  [T in keyof Database]: 'organization_id' extends keyof Database[T] ? T : never;
}[keyof Database];

/** A row to insert into an organization table; the scope sets `organization_id`. */
export type ScopedInsert<T extends OrganizationTable> = Omit<Insertable<Database[T]>, 'organization_id'>;

export interface Scoped {
  readonly organizationId: string;
  selectFrom<T extends OrganizationTable>(table: T): SelectQueryBuilder<Database, T, object>;
  insertInto<T extends OrganizationTable>(
    table: T,
    rows: readonly ScopedInsert<T>[],
  ): InsertQueryBuilder<Database, T, InsertResult>;
  updateTable<T extends OrganizationTable>(table: T): UpdateQueryBuilder<Database, T, T, UpdateResult>;
  deleteFrom<T extends OrganizationTable>(table: T): DeleteQueryBuilder<Database, T, DeleteResult>;
}

/**
 * The way to reach organization-scoped data: `scoped(db, organizationId).selectFrom('roles')`
 * is `select ... from roles where roles.organization_id = $1`, and the same filter is on every
 * update and delete, while inserts set the column. Tenant isolation then cannot be forgotten
 * by one query (api-contract.md: another organization's rows answer 404, never leak). Pass an
 * organization the caller was checked against (the guard's `currentOrganizationOf(request)`);
 * tables without the column (user_roles, role_permissions) are reached by joining from one
 * that has it. Works inside a transaction: pass the `trx` as `db`.
 */
export function scoped(db: Kysely<Database>, organizationId: string): Scoped {
  const inOrganization = (table: OrganizationTable) =>
    sql<boolean>`${sql.ref(`${table}.organization_id`)} = ${organizationId}`;
  return {
    organizationId,
    selectFrom: (table) => db.selectFrom(table as OrganizationTable).where(inOrganization(table)) as never,
    insertInto: (table, rows) =>
      db
        .insertInto(table as OrganizationTable)
        .values(rows.map((row) => ({ ...row, organization_id: organizationId })) as never) as never,
    updateTable: (table) => db.updateTable(table as OrganizationTable).where(inOrganization(table)) as never,
    deleteFrom: (table) => db.deleteFrom(table as OrganizationTable).where(inOrganization(table)) as never,
  };
}
