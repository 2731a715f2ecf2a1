import { randomUUID } from 'node:crypto';
import { canDo, commentMessages } from '@okr/contract';
import type { Comment, CreateCommentRequest, EffectivePermissions, PageQuery, UpdateCommentRequest } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { scoped } from '../../db/scoped';
import { forbidden, notFound, ruleViolation } from '../../lib/AppError';
import { isUuid } from '../../lib/isUuid';
import { recordAudit } from '../audit/recordAudit';
import type { AuditActor } from '../audit/recordAudit';
import { decodeCursor, pageOf } from '../okr/paging';
import type { Page } from '../okr/paging';
import { notifyOfComment } from '../notifications/notifyOfComment';
import { recordWebhookEvent } from '../webhooks/recordWebhookEvent';
import { threadItemOf } from './commentTarget';
import type { ThreadItem } from './commentTarget';
import { recordCommentMentions } from './recordCommentMentions';
import { resolveMentions } from './resolveMentions';
import { toComment } from './toComment';
import type { CommentRow } from './toComment';

type Db = Kysely<Database>;

/** The person writing: their id and name (comments are people's; the routes refuse API keys). */
export interface CommentAuthor {
  id: string;
  fullName: string;
}

/** The mentioned readers of each comment, by comment id, with their names. */
async function mentionsOf(db: Db, organizationId: string, commentIds: readonly string[]) {
  const byComment = new Map<string, { id: string; fullName: string }[]>();
  if (commentIds.length === 0) return byComment;
  const rows = await scoped(db, organizationId)
    .selectFrom('comment_mentions')
    .innerJoin('users', 'users.id', 'comment_mentions.user_id')
    .select(['comment_mentions.comment_id', 'users.id', 'users.first_name', 'users.last_name'])
    .where('comment_mentions.comment_id', 'in', [...commentIds])
    .orderBy('comment_mentions.created_at')
    .execute();
  for (const row of rows) {
    const list = byComment.get(row.comment_id) ?? [];
    list.push({ id: row.id, fullName: `${row.first_name} ${row.last_name}`.trim() });
    byComment.set(row.comment_id, list);
  }
  return byComment;
}

async function answer(db: Db, organizationId: string, row: CommentRow): Promise<Comment> {
  return toComment(row, (await mentionsOf(db, organizationId, [row.id])).get(row.id) ?? []);
}

/** GET .../comments: the thread oldest first, paged by `seq`. */
export async function listComments(db: Db, organizationId: string, item: ThreadItem, query: PageQuery): Promise<Page<Comment>> {
  const after = decodeCursor(query.cursor);
  const thread = scoped(db, organizationId).selectFrom('comments').where(item.column, '=', item.id);
  let rows = thread.selectAll().orderBy('seq').limit(query.limit + 1);
  if (after !== undefined) rows = rows.where('seq', '>', after);
  const [found, count] = await Promise.all([
    rows.execute(),
    thread.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const page = pageOf(found, query.limit);
  const mentions = await mentionsOf(db, organizationId, page.rows.map((row) => row.id));
  return { items: page.rows.map((row) => toComment(row, mentions.get(row.id) ?? [])), next: page.next, total: Number(count.total) };
}

/** A reply answers a live-or-deleted first comment of the same thread (never a reply: one level). */
async function threadParent(db: Db, organizationId: string, item: ThreadItem, parentId: string): Promise<string> {
  const parent = isUuid(parentId)
    ? await scoped(db, organizationId).selectFrom('comments').select(['id', 'parent_id']).where('id', '=', parentId).where(item.column, '=', item.id).executeTakeFirst()
    : undefined;
  if (!parent) throw ruleViolation(commentMessages.parentNotInThread);
  return parent.parent_id ?? parent.id;
}

/** POST .../comments: the comment, its mentions, the audit entry and the webhook event in one transaction. */
export async function createComment(
  db: Db,
  organizationId: string,
  item: ThreadItem,
  author: CommentAuthor,
  actor: AuditActor,
  request: CreateCommentRequest,
): Promise<Comment> {
  return db.transaction().execute(async (trx) => {
    const parentId = request.parentId === undefined ? null : await threadParent(trx, organizationId, item, request.parentId);
    const mentioned = await resolveMentions(trx, organizationId, item, request.body);
    const id = randomUUID();
    const row = await scoped(trx, organizationId)
      .insertInto('comments', [{ id, [item.column]: item.id, parent_id: parentId, author_id: author.id, author_name: author.fullName, body: request.body }])
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordCommentMentions(trx, organizationId, id, mentioned.map((reader) => reader.id));
    const comment = toComment(row, mentioned);
    await recordCommentWritten(trx, actor, organizationId, 'comment.created', item, comment);
    await notifyOfComment(trx, organizationId, item, { id, body: request.body, author, mentioned, created: true });
    return comment;
  });
}

/** A comment created or edited: its audit entry and webhook event, in the caller's transaction. */
async function recordCommentWritten(
  db: Db,
  actor: AuditActor,
  organizationId: string,
  action: 'comment.created' | 'comment.updated',
  item: ThreadItem,
  comment: Comment,
): Promise<void> {
  await recordAudit(db, actor, {
    action,
    organizationId,
    targetType: 'comment',
    targetId: comment.id,
    after: { [item.label]: item.id, mentions: comment.mentions.map((person) => person.id) },
  });
  await recordWebhookEvent(db, organizationId, action, { ...comment, target: { type: item.label, id: item.id } });
}

/** A live comment of the organization whose item the caller can read; else 404 (nothing revealed). */
async function findReadable(db: Db, organizationId: string, permissions: EffectivePermissions, id: string, forUpdate = false) {
  if (!isUuid(id)) throw notFound('Comment');
  let query = scoped(db, organizationId).selectFrom('comments').selectAll().where('id', '=', id).where('deleted_at', 'is', null);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('Comment');
  const item = threadItemOf(row);
  if (!canDo(permissions, item.domain, 'read')) throw notFound('Comment');
  return { row, item };
}

/** PATCH /comments/{id}: the author only; mentions are read again, `editedAt` set. */
export async function updateComment(
  db: Db,
  organizationId: string,
  caller: { id: string; permissions: EffectivePermissions },
  actor: AuditActor,
  id: string,
  request: UpdateCommentRequest,
): Promise<Comment> {
  return db.transaction().execute(async (trx) => {
    const { row, item } = await findReadable(trx, organizationId, caller.permissions, id, true);
    if (row.author_id !== caller.id) throw forbidden(commentMessages.onlyAuthorEdits);
    const mentioned = await resolveMentions(trx, organizationId, item, request.body);
    const updated = await scoped(trx, organizationId)
      .updateTable('comments')
      .set({ body: request.body, edited_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const added = await recordCommentMentions(trx, organizationId, id, mentioned.map((reader) => reader.id));
    const comment = await answer(trx, organizationId, updated);
    await recordCommentWritten(trx, actor, organizationId, 'comment.updated', item, comment);
    const author = { id: caller.id, fullName: row.author_name };
    const newlyMentioned = mentioned.filter((reader) => added.includes(reader.id));
    await notifyOfComment(trx, organizationId, item, { id, body: request.body, author, mentioned: newlyMentioned, created: false });
    return comment;
  });
}

/** DELETE /comments/{id}: the author, or whoever may update the item; the thread keeps `{ deleted: true }`. */
export async function deleteComment(
  db: Db,
  organizationId: string,
  caller: { id: string; permissions: EffectivePermissions },
  actor: AuditActor,
  id: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { row, item } = await findReadable(trx, organizationId, caller.permissions, id, true);
    if (row.author_id !== caller.id && !canDo(caller.permissions, item.domain, 'update')) throw forbidden(commentMessages.deleteNotAllowed);
    await scoped(trx, organizationId).updateTable('comments').set({ body: '', deleted_at: new Date() }).where('id', '=', id).execute();
    await recordCommentMentions(trx, organizationId, id, []);
    await recordAudit(trx, actor, {
      action: 'comment.deleted',
      organizationId,
      targetType: 'comment',
      targetId: id,
      before: { [item.label]: item.id, author: row.author_id },
    });
    await recordWebhookEvent(trx, organizationId, 'comment.deleted', { id });
  });
}
