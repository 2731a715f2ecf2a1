import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';

/**
 * Tables other modules add in their own migrations (the goals' objectives; the assistant's
 * `ai_documents` and `ai_credit_usage`). The admin figures read them when they exist and answer 0
 * before, so this module does not depend on the order those features land in.
 */
export type OptionalTable = 'objectives' | 'ai_documents' | 'ai_credit_usage';

export async function existingTables(db: Kysely<Database>): Promise<Set<OptionalTable>> {
  const { rows } = await sql<Record<OptionalTable, boolean>>`
    select to_regclass('public.objectives') is not null as objectives,
           to_regclass('public.ai_documents') is not null as ai_documents,
           to_regclass('public.ai_credit_usage') is not null as ai_credit_usage`.execute(db);
  const row = rows[0];
  return new Set((['objectives', 'ai_documents', 'ai_credit_usage'] as const).filter((table) => row?.[table]));
}

/** The first day of the current calendar month (UTC), as the credit ledger keys its rows. */
const thisMonth = sql`(date_trunc('month', now() at time zone 'UTC'))::date`;

/** AI credits spent this calendar month (UTC) per organization (0 without the assistant's ledger). */
export async function creditsUsedThisMonth(
  db: Kysely<Database>,
  organizationIds: readonly string[],
): Promise<Map<string, number>> {
  const used = new Map(organizationIds.map((id) => [id, 0]));
  if (organizationIds.length === 0 || !(await existingTables(db)).has('ai_credit_usage')) return used;
  const { rows } = await sql<{ organization_id: string; used: number }>`
    select organization_id, used from ai_credit_usage
    where month = ${thisMonth} and organization_id in (${sql.join([...organizationIds])})`.execute(db);
  for (const row of rows) used.set(row.organization_id, Number(row.used));
  return used;
}

/** AI credits spent this calendar month (UTC) by every organization. */
export async function totalCreditsUsedThisMonth(db: Kysely<Database>): Promise<number> {
  if (!(await existingTables(db)).has('ai_credit_usage')) return 0;
  const { rows } = await sql<{ total: string | null }>`
    select sum(used) as total from ai_credit_usage where month = ${thisMonth}`.execute(db);
  return Number(rows[0]?.total ?? 0);
}
