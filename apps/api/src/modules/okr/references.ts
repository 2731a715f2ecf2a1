import type { ConfigOptionKind, FieldIssue } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { scoped } from '../../db/scoped';
import { isUuid } from '../../lib/isUuid';
import { invalidFields } from './okrErrors';

// Ids and option values a body names must belong to the caller's organization. They answer 400
// naming the field, with the same words whether the id does not exist or is another tenant's.

export interface MemberReference {
  field: string;
  userId: string | null | undefined;
}

/** Owners and assignees: active members of the organization. */
export async function memberIssues(
  db: Kysely<Database>,
  organizationId: string,
  references: MemberReference[],
): Promise<FieldIssue[]> {
  const wanted = references.filter((reference): reference is { field: string; userId: string } => Boolean(reference.userId));
  if (wanted.length === 0) return [];
  const ids = [...new Set(wanted.map((reference) => reference.userId).filter(isUuid))];
  const members =
    ids.length === 0
      ? []
      : await scoped(db, organizationId)
          .selectFrom('organization_members')
          .select('user_id')
          .where('user_id', 'in', ids)
          .where('is_active', '=', true)
          .execute();
  const found = new Set(members.map((member) => member.user_id));
  return wanted
    .filter((reference) => !found.has(reference.userId))
    .map((reference) => ({ field: reference.field, message: 'Not a member of this organization' }));
}

export interface OptionReference {
  field: string;
  kind: ConfigOptionKind;
  value: string | null | undefined;
}

/** Impact category, operational area, strategic axis: a Global option or one of the organization's. */
export async function optionIssues(
  db: Kysely<Database>,
  organizationId: string,
  references: OptionReference[],
): Promise<FieldIssue[]> {
  const wanted = references.filter((reference) => Boolean(reference.value));
  if (wanted.length === 0) return [];
  const options = await db
    .selectFrom('config_options')
    .select(['kind', 'value'])
    .where((eb) => eb.or([eb('organization_id', 'is', null), eb('organization_id', '=', organizationId)]))
    .where(
      'kind',
      'in',
      wanted.map((reference) => reference.kind),
    )
    .execute();
  const known = new Set(options.map((option) => `${option.kind}\u0000${option.value}`));
  return wanted
    .filter((reference) => !known.has(`${reference.kind}\u0000${reference.value}`))
    .map((reference) => ({ field: reference.field, message: `Not an option of ${reference.kind}` }));
}

/** Ids of one of the organization's tables, each listed in `field.index` when missing. */
export async function idIssues(
  db: Kysely<Database>,
  organizationId: string,
  table: 'objectives' | 'key_results',
  field: string,
  ids: readonly string[] | undefined,
): Promise<FieldIssue[]> {
  if (!ids || ids.length === 0) return [];
  const valid = [...new Set(ids.filter(isUuid))];
  const rows =
    valid.length === 0
      ? []
      : await scoped(db, organizationId).selectFrom(table).select('id').where('id', 'in', valid).execute();
  const found = new Set(rows.map((row) => row.id));
  const label = table === 'objectives' ? 'No such objective' : 'No such key result';
  return ids.flatMap((id, index) => (found.has(id) ? [] : [{ field: `${field}.${index}`, message: label }]));
}

/** Throws the 400 when any check found an issue. */
export function assertNoIssues(...lists: FieldIssue[][]): void {
  const issues = lists.flat();
  if (issues.length > 0) throw invalidFields(issues);
}
