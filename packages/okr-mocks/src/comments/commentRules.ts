import { canDo, commentMessages, commentTargetDomains, mentionedIds } from '@okr/contract';
import type { Comment, CommentTarget } from '@okr/contract';
import type { MockDb } from '../db/MockDb';
import type { CommentRecord } from '../db/records';
import { fullNameOf } from '../db/users';
import { permissionsIn } from '../db/roles';
import { fail } from '../lib/respond';

const tables = { objectives: 'objectives', 'key-results': 'keyResults', initiatives: 'initiatives' } as const;
const words = { objectives: 'Objective', 'key-results': 'Key result', initiatives: 'Initiative' } as const;

/** The item a thread hangs on, in the organization; else 404 as the API answers. */
export function findThreadItem(db: MockDb, organizationId: string, target: CommentTarget, id: string): string {
  const row = db[tables[target]].get(id);
  if (!row || row.organizationId !== organizationId) fail('NOT_FOUND', `${words[target]} not found`);
  return id;
}

/** Active members of the organization who can read the target's domain, by name (the API's `membersWhoCanRead`). */
export function membersWhoCanRead(db: MockDb, organizationId: string, target: CommentTarget) {
  return db.memberships
    .filter((m) => m.organizationId === organizationId && m.isActive)
    .map((m) => db.users.get(m.userId))
    .filter((user) => user !== undefined && user.isActive)
    .filter((user) => canDo(permissionsIn(db, user!.id, organizationId), commentTargetDomains[target], 'read'))
    .map((user) => ({ id: user!.id, fullName: fullNameOf(user!), email: user!.email }))
    .sort((a, b) => a.fullName.localeCompare(b.fullName));
}

/** Who a body mentions and may be told: strangers refused (422), members who cannot read left as plain text. */
export function resolveMentions(db: MockDb, organizationId: string, target: CommentTarget, body: string): string[] {
  const ids = mentionedIds(body);
  const members = new Set(db.memberships.filter((m) => m.organizationId === organizationId && m.isActive).map((m) => m.userId));
  const strangers = ids.filter((id) => !members.has(id) || !db.users.get(id)?.isActive);
  if (strangers.length > 0) fail('RULE_VIOLATION', commentMessages.strangerMentioned, { field: 'body', mentions: strangers });
  const readers = new Set(membersWhoCanRead(db, organizationId, target).map((reader) => reader.id));
  return ids.filter((id) => readers.has(id));
}

/** The wire Comment of a record. */
export function toComment(db: MockDb, record: CommentRecord): Comment {
  const deleted = record.deletedAt !== null;
  return {
    id: record.id,
    parentId: record.parentId,
    body: deleted ? '' : record.body,
    author: { id: record.authorId, fullName: record.authorName },
    mentions: deleted
      ? []
      : record.mentionIds.flatMap((id) => {
          const user = db.users.get(id);
          return user ? [{ id, fullName: fullNameOf(user) }] : [];
        }),
    createdAt: record.createdAt,
    editedAt: record.editedAt,
    deleted,
  };
}
