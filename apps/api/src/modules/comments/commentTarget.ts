import { commentTargetDomains } from '@okr/contract';
import type { CommentTarget } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { scoped } from '../../db/scoped';
import { notFound } from '../../lib/AppError';
import { isUuid } from '../../lib/isUuid';

type Db = Kysely<Database>;

/** Where a thread's item lives: its table, the comments' column naming it, its permission domain. */
const targets = {
  objectives: { table: 'objectives', column: 'objective_id', what: 'Objective', label: 'objective' },
  'key-results': { table: 'key_results', column: 'key_result_id', what: 'Key result', label: 'key_result' },
  initiatives: { table: 'initiatives', column: 'initiative_id', what: 'Initiative', label: 'initiative' },
} as const;

export type TargetColumn = (typeof targets)[CommentTarget]['column'];

export interface ThreadItem {
  target: CommentTarget;
  id: string;
  column: TargetColumn;
  domain: (typeof commentTargetDomains)[CommentTarget];
  /** `objective`, `key_result`, `initiative`: the audit entry's and the webhook event's word for it. */
  label: string;
}

/** The item a thread hangs on, in the organization; another organization's or none answers 404. */
export async function findThreadItem(db: Db, organizationId: string, target: CommentTarget, id: string): Promise<ThreadItem> {
  const { table, column, what, label } = targets[target];
  if (!isUuid(id)) throw notFound(what);
  const row = await scoped(db, organizationId).selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(what);
  return { target, id, column, domain: commentTargetDomains[target], label };
}

/** The item a comment's row hangs on (exactly one of its three columns is set). */
export function threadItemOf(row: { objective_id: string | null; key_result_id: string | null; initiative_id: string | null }): ThreadItem {
  const target: CommentTarget = row.objective_id ? 'objectives' : row.key_result_id ? 'key-results' : 'initiatives';
  const { column, label } = targets[target];
  return { target, id: (row.objective_id ?? row.key_result_id ?? row.initiative_id)!, column, domain: commentTargetDomains[target], label };
}
