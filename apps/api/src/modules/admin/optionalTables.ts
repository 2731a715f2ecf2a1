import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';

/**
 * Tables other modules add in their own migrations (objectives; the assistant's documents). The
 * admin figures count them when they exist and answer 0 before, so this module does not depend
 * on the order those features land in.
 */
export type OptionalTable = 'objectives' | 'documents';

export async function existingTables(db: Kysely<Database>): Promise<Set<OptionalTable>> {
  const { rows } = await sql<{ objectives: boolean; documents: boolean }>`
    select to_regclass('public.objectives') is not null as objectives,
           to_regclass('public.documents') is not null as documents`.execute(db);
  const row = rows[0];
  const found = new Set<OptionalTable>();
  if (row?.objectives) found.add('objectives');
  if (row?.documents) found.add('documents');
  return found;
}

/**
 * HOOK for the assistant issue: AI credits spent this calendar month (UTC) per organization. No
 * credit ledger exists yet, so every organization has spent 0; replace with a query of the ledger.
 */
export async function creditsUsedThisMonth(
  _db: Kysely<Database>,
  organizationIds: readonly string[],
): Promise<Map<string, number>> {
  return new Map(organizationIds.map((id) => [id, 0]));
}

/** HOOK for the assistant issue: AI credits spent this calendar month (UTC) by every organization. */
export async function totalCreditsUsedThisMonth(_db: Kysely<Database>): Promise<number> {
  return 0;
}
