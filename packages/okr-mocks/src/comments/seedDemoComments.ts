import { mentionMarkup } from '@okr/contract';
import type { MockDb } from '../db/MockDb';
import { demoOkrIds } from '../db/demoOkrSeed';
import { fullNameOf } from '../db/users';

/**
 * A short thread on a demo key result (`dach-customers` unless named): a question mentioning the
 * editor, the editor's reply, and a deleted comment
 * kept in place by the reply under it. Stories and tests call it on their db.
 */
export function seedDemoComments(db: MockDb, keyResultKey = 'dach-customers'): void {
  const keyResultId = demoOkrIds.keyResult(keyResultKey);
  const keyResult = db.keyResults.get(keyResultId);
  if (!keyResult) return;
  const person = (id: string) => db.users.get(id)!;
  const admin = person('user-admin');
  const editor = person('user-editor');
  const base = Date.parse(db.now());
  const at = (minutesAgo: number) => new Date(base - minutesAgo * 60_000).toISOString();
  const comment = (id: string, authorId: string, body: string, minutesAgo: number, extra: { parentId?: string; mentionIds?: string[]; deleted?: true } = {}) =>
    db.comments.insert({
      id,
      organizationId: keyResult.organizationId,
      target: 'key-results',
      targetId: keyResultId,
      parentId: extra.parentId ?? null,
      authorId,
      authorName: fullNameOf(person(authorId)),
      body: extra.deleted ? '' : body,
      mentionIds: extra.mentionIds ?? [],
      createdAt: at(minutesAgo),
      editedAt: null,
      deletedAt: extra.deleted ? at(minutesAgo - 1) : null,
    });
  comment('comment-demo-1', admin.id, `${mentionMarkup(fullNameOf(editor), editor.id)} can we still reach 40 customers in DACH this quarter?`, 180, {
    mentionIds: [editor.id],
  });
  comment('comment-demo-2', editor.id, 'Yes: two pilots sign next week, and the reseller brings three more.', 120, { parentId: 'comment-demo-1' });
  comment('comment-demo-3', editor.id, '', 60, { deleted: true });
  comment('comment-demo-4', admin.id, 'No worries, I found the numbers in the pipeline report.', 30, { parentId: 'comment-demo-3' });
}
