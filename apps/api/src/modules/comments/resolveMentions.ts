import { commentMessages, mentionedIds } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { AppError } from '../../lib/AppError';
import { isUuid } from '../../lib/isUuid';
import { activeMemberIds, membersWhoCanRead } from './membersWhoCanRead';
import type { Reader } from './membersWhoCanRead';
import type { ThreadItem } from './commentTarget';

/**
 * Who a body mentions and may be told: a mention of anyone who is not an active member of the
 * organization is refused (422, naming the ids); a member who cannot read the item stays plain
 * text and is told nothing (api-contract.md).
 */
export async function resolveMentions(db: Kysely<Database>, organizationId: string, item: ThreadItem, body: string): Promise<Reader[]> {
  const ids = mentionedIds(body);
  if (ids.length === 0) return [];
  const members = await activeMemberIds(db, organizationId, ids.filter(isUuid));
  const strangers = ids.filter((id) => !members.has(id));
  if (strangers.length > 0) {
    throw new AppError('RULE_VIOLATION', commentMessages.strangerMentioned, { field: 'body', mentions: strangers });
  }
  const readers = await membersWhoCanRead(db, organizationId, item.domain);
  return readers.filter((reader) => ids.includes(reader.id));
}
