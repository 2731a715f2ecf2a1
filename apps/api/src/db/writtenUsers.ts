import type { RootOperationNode } from 'kysely';
import { equalityValues, insertedValues, setColumns } from './writtenOrganizations';

// Writes placed by user (issue 22): tables with no organization whose frequent writes concern one
// user's own rows, read by caches keyed by that user only (the guard's access cache). Every sign-in
// inserts a refresh token, every refresh rotates one, and a switch of organization updates the
// user's `current_organization_id`: placed by user, they leave everyone else's cached answers alone.

/**
 * Per table: the column naming the user, and (for `users`) the columns answers about an
 * organization may show (an owner's name, whether a member is active): a write that may change
 * one of them, or a delete (owners set to null), counts for the whole table, as before.
 */
export const USER_PLACED: Readonly<Record<string, { column: string; shared?: readonly string[] }>> = {
  refresh_tokens: { column: 'user_id' },
  users: { column: 'id', shared: ['id', 'email', 'first_name', 'last_name', 'is_active'] },
};

/** The users whose own rows a write to `table` changes, or `undefined` when it cannot be placed by user. */
export function writtenUsers(node: RootOperationNode, table: string): string[] | undefined {
  const placed = USER_PLACED[table];
  if (!placed) return undefined;
  const { column, shared = [] } = placed;
  switch (node.kind) {
    case 'InsertQueryNode':
      return insertedValues(node, column);
    case 'UpdateQueryNode': {
      const set = setColumns(node, table);
      if (set === undefined || set.some((name) => name === column || shared.includes(name))) return undefined;
      return equalityValues(node, table, column);
    }
    case 'DeleteQueryNode':
      return shared.length > 0 ? undefined : equalityValues(node, table, column);
    default:
      return undefined;
  }
}
