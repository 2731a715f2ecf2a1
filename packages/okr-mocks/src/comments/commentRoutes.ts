import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { canDo, commentMessages, commentTargetDomains, commentTargets, MENTIONABLE_MAX } from '@okr/contract';
import type { CommentTarget } from '@okr/contract';
import { Comment, CreateCommentRequest, MentionableMember, MentionableQuery, PageQuery, UpdateCommentRequest } from '@okr/contract/schemas';
import type { MockDb } from '../db/MockDb';
import { notifyOfComment } from '../db/notifications';
import type { CommentRecord } from '../db/records';
import { permissionsIn } from '../db/roles';
import { fullNameOf } from '../db/users';
import type { DbSource } from '../lib/DbSource';
import { memberOrganization } from '../lib/memberOrganization';
import { apiUrl, arrayOf, callerResolver, fail, guardedCaller, noContent, readBody, readQuery, respond, respondPage } from '../lib/routeKit';
import { findThreadItem, membersWhoCanRead, resolveMentions, toComment } from './commentRules';

/** Comments as the API behaves: threads by item, mentions of readers only, the author edits, the author or an updater deletes. */
export function commentRoutes(source: DbSource) {
  const resolveCaller = callerResolver(source);
  const guarded = guardedCaller(resolveCaller);

  const perTarget = commentTargets.flatMap((target: CommentTarget): HttpHandler[] => {
    const domain = commentTargetDomains[target];
    const thread = apiUrl(`/${target}/:id/comments`);
    return [
      http.get(thread, ({ request, params }) => {
        const { db, organizationId } = guarded(request, domain, 'read');
        const query = readQuery(request, PageQuery);
        const id = findThreadItem(db, organizationId, target, String(params.id));
        const rows = db.comments.filter((c) => c.target === target && c.targetId === id).map((c) => toComment(db, c));
        return respondPage(request, Comment, rows, query.limit, query.cursor);
      }),
      http.post(thread, async ({ request, params }) => {
        const { db, user, organizationId } = guarded(request, domain, 'read');
        const body = await readBody(request, CreateCommentRequest);
        const id = findThreadItem(db, organizationId, target, String(params.id));
        let parentId: string | null = null;
        if (body.parentId !== undefined) {
          const parent = db.comments.get(body.parentId);
          if (!parent || parent.target !== target || parent.targetId !== id) fail('RULE_VIOLATION', commentMessages.parentNotInThread);
          parentId = parent.parentId ?? parent.id;
        }
        const record = db.comments.insert({
          id: db.nextId('comment'),
          organizationId,
          target,
          targetId: id,
          parentId,
          authorId: user.id,
          authorName: fullNameOf(user),
          body: body.body,
          mentionIds: resolveMentions(db, organizationId, target, body.body),
          createdAt: db.now(),
          editedAt: null,
          deletedAt: null,
        });
        notifyOfComment(db, record, record.mentionIds, true);
        return respond(Comment, toComment(db, record), 201);
      }),
      http.get(apiUrl(`/${target}/:id/mentionable-members`), ({ request, params }) => {
        const { db, organizationId } = guarded(request, domain, 'read');
        const q = (readQuery(request, MentionableQuery).q ?? '').trim().toLowerCase();
        findThreadItem(db, organizationId, target, String(params.id));
        const readers = membersWhoCanRead(db, organizationId, target).filter(
          (reader) => q === '' || reader.fullName.toLowerCase().includes(q) || reader.email.toLowerCase().includes(q),
        );
        return respond(arrayOf(MentionableMember), readers.slice(0, MENTIONABLE_MAX));
      }),
    ];
  });

  /** `/comments/{id}`: a member of the organization asked for; the comment live and its item readable, else 404. */
  function commentOf(request: Request, id: string): { db: MockDb; userId: string; record: CommentRecord; organizationId: string } {
    const { db, user } = resolveCaller(request);
    const organizationId = memberOrganization(request, db, user);
    const record = db.comments.get(id);
    if (!record || record.organizationId !== organizationId || record.deletedAt !== null) return fail('NOT_FOUND', 'Comment not found');
    if (!canDo(permissionsIn(db, user.id, organizationId), commentTargetDomains[record.target], 'read')) return fail('NOT_FOUND', 'Comment not found');
    return { db, userId: user.id, record, organizationId };
  }

  const update = http.patch(apiUrl('/comments/:id'), async ({ request, params }) => {
    const { db, userId, record, organizationId } = commentOf(request, String(params.id));
    const body = await readBody(request, UpdateCommentRequest);
    if (record.authorId !== userId) fail('FORBIDDEN', commentMessages.onlyAuthorEdits);
    const mentionIds = resolveMentions(db, organizationId, record.target, body.body);
    const updated = db.comments.update(record.id, { body: body.body, mentionIds, editedAt: db.now() })!;
    notifyOfComment(db, updated, mentionIds.filter((id) => !record.mentionIds.includes(id)), false);
    return respond(Comment, toComment(db, updated));
  });

  const remove = http.delete(apiUrl('/comments/:id'), ({ request, params }) => {
    const { db, userId, record, organizationId } = commentOf(request, String(params.id));
    const mayUpdate = canDo(permissionsIn(db, userId, organizationId), commentTargetDomains[record.target], 'update');
    if (record.authorId !== userId && !mayUpdate) fail('FORBIDDEN', commentMessages.deleteNotAllowed);
    db.comments.update(record.id, { body: '', mentionIds: [], deletedAt: db.now() });
    return noContent();
  });

  return [...perTarget, update, remove];
}
