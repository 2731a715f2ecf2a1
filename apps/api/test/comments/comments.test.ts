import type { Comment, ErrorBody, MentionableMember } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/testApp';
import { mention, postComment, team } from './commentsApi';

// Threads on objectives, key results and initiatives (api-contract.md "Comments, mentions,
// notifications"): who may read, write, edit and delete; tenancy; the limits of a body.

const ctx = useTestApp();
const app = () => ctx.app;

describe('comments', () => {
  it('lists a thread oldest first, with replies, edits and deletions in place', async () => {
    const { ada, ben, thread } = await team(app, ctx.db);
    const first = await postComment(ada.api, thread, { body: 'Where are we?' });
    expect(first).toMatchObject({ parentId: null, body: 'Where are we?', author: { id: ada.user.id }, mentions: [], editedAt: null, deleted: false });
    const reply = await postComment(ben.api, thread, { body: 'On track', parentId: first.id });
    // A reply to a reply joins the thread's first comment (one level deep).
    const nested = await postComment(ada.api, thread, { body: 'Good', parentId: reply.id });
    expect(nested.parentId).toBe(first.id);

    const edited = await ben.api.patch(`/api/comments/${reply.id}`, { body: 'On track, 80%' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Comment>().editedAt).not.toBeNull();
    expect((await ada.api.delete(`/api/comments/${first.id}`)).statusCode).toBe(204);

    const listed = await ben.api.get(`${thread}?limit=2`);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['x-total-count']).toBe('3');
    const page = listed.json<Comment[]>();
    expect(page.map((c) => [c.body, c.deleted])).toEqual([['', true], ['On track, 80%', false]]);
    const next = /<([^>]+)>; rel="next"/.exec(String(listed.headers.link))![1]!;
    expect((await ben.api.get(next)).json<Comment[]>().map((c) => c.body)).toEqual(['Good']);

    // Deleted: gone for edits and deletes.
    expect((await ada.api.patch(`/api/comments/${first.id}`, { body: 'again' })).statusCode).toBe(404);
    expect((await ada.api.delete(`/api/comments/${first.id}`)).statusCode).toBe(404);
  });

  it('works the same on objectives and initiatives', async () => {
    const { ada, objective } = await team(app, ctx.db);
    await postComment(ada.api, `/api/objectives/${objective.id}/comments`, { body: 'On the objective' });
    const initiative = await ada.api.post('/api/initiatives', { name: 'Launch', objectiveIds: [objective.id] });
    const thread = `/api/initiatives/${initiative.json<{ id: string }>().id}/comments`;
    await postComment(ada.api, thread, { body: 'On the initiative' });
    expect((await ada.api.get(thread)).json<Comment[]>().map((c) => c.body)).toEqual(['On the initiative']);
    expect((await ada.api.get(`/api/objectives/${objective.id}/comments`)).json<Comment[]>().map((c) => c.body)).toEqual(['On the objective']);
  });

  it('mentions readers, keeps those who cannot read as plain text, and refuses strangers', async () => {
    const { ada, ben, nora, eve, thread, keyResult } = await team(app, ctx.db);
    const comment = await postComment(ada.api, thread, { body: `${mention(ben)} and ${mention(nora)}, look` });
    expect(comment.mentions).toEqual([{ id: ben.user.id, fullName: `${ben.user.firstName} ${ben.user.lastName}` }]);
    const rows = await ctx.db.selectFrom('comment_mentions').select('user_id').where('comment_id', '=', comment.id).execute();
    expect(rows.map((row) => row.user_id)).toEqual([ben.user.id]);

    const count = () =>
      ctx.db.selectFrom('comments').select((eb) => eb.fn.countAll<string>().as('n')).where('organization_id', '=', ada.organizationId).executeTakeFirstOrThrow();
    const before = await count();
    for (const body of [`Hi ${mention(eve)}`, 'Hi @[Ghost](00000000-0000-4000-8000-000000000000)', 'Hi @[Nobody](not-a-uuid)']) {
      const refused = await ada.api.post(thread, { body });
      expect(refused.statusCode, body).toBe(422);
      expect(refused.json<ErrorBody>().code).toBe('RULE_VIOLATION');
    }
    // Nothing half-written: no comment, no mention, no audit entry.
    expect((await count()).n).toBe(before.n);

    const picker = await ada.api.get(`/api/key-results/${keyResult.id}/mentionable-members`);
    expect(picker.statusCode).toBe(200);
    const offered = picker.json<MentionableMember[]>().map((m) => m.id);
    expect(offered).toContain(ben.user.id);
    expect(offered).not.toContain(nora.user.id);
    expect(offered).not.toContain(eve.user.id);
    const filtered = await ada.api.get(`/api/key-results/${keyResult.id}/mentionable-members?q=${encodeURIComponent(ben.user.email)}`);
    expect(filtered.json<MentionableMember[]>().map((m) => m.id)).toEqual([ben.user.id]);

    // An edit reads the mentions again.
    const edited = await ada.api.patch(`/api/comments/${comment.id}`, { body: 'no one now' });
    expect(edited.json<Comment>().mentions).toEqual([]);
    expect(await ctx.db.selectFrom('comment_mentions').select('user_id').where('comment_id', '=', comment.id).execute()).toEqual([]);
  });

  it('refuses 10,001 characters, NUL, blank bodies and unknown fields with 400, and keeps 10,000', async () => {
    const { ada, thread } = await team(app, ctx.db);
    await postComment(ada.api, thread, { body: 'x'.repeat(10_000) });
    for (const body of [{ body: 'x'.repeat(10_001) }, { body: 'a\u0000b' }, { body: '   ' }, { body: 'ok', extra: 1 }, {}]) {
      const refused = await ada.api.post(thread, body);
      expect(refused.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(refused.json<ErrorBody>().code).toBe('VALIDATION_ERROR');
    }
    const comment = await postComment(ada.api, thread, { body: 'short' });
    expect((await ada.api.patch(`/api/comments/${comment.id}`, { body: 'y'.repeat(10_001) })).statusCode).toBe(400);
    expect((await ada.api.patch(`/api/comments/${comment.id}`, { body: 'a\u0000' })).statusCode).toBe(400);
    expect((await ada.api.post(thread, { body: 'reply', parentId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(422);
  });

  it('lets only the author edit, and the author or whoever may update the item delete', async () => {
    const { ada, ben, val, thread } = await team(app, ctx.db);
    const byVal = await postComment(val.api, thread, { body: 'A viewer may comment' });
    const byBen = await postComment(ben.api, thread, { body: 'Editor here' });

    const notAuthor = await ada.api.patch(`/api/comments/${byVal.id}`, { body: 'Admin rewrites' });
    expect(notAuthor.statusCode).toBe(403);
    expect(notAuthor.json<ErrorBody>().code).toBe('FORBIDDEN');
    // A viewer cannot update the key result: someone else's comment stays.
    expect((await val.api.delete(`/api/comments/${byBen.id}`)).statusCode).toBe(403);
    // An editor can: deleting a viewer's comment is moderation.
    expect((await ben.api.delete(`/api/comments/${byVal.id}`)).statusCode).toBe(204);
    expect((await ben.api.delete(`/api/comments/${byBen.id}`)).statusCode).toBe(204);

    const actions = await ctx.db
      .selectFrom('audit_events')
      .select('action')
      .where('organization_id', '=', ada.organizationId)
      .where('target_type', '=', 'comment')
      .execute();
    expect(actions.map((a) => a.action).sort()).toEqual(['comment.created', 'comment.created', 'comment.deleted', 'comment.deleted']);
  });

  it('hides threads from members who cannot read the item and from other organizations', async () => {
    const { ada, nora, eve, thread, keyResult } = await team(app, ctx.db);
    const comment = await postComment(ada.api, thread, { body: 'Team only' });
    expect((await nora.api.get(thread)).statusCode).toBe(403);
    expect((await nora.api.post(thread, { body: 'me too' })).statusCode).toBe(403);
    // Nora is a member, but cannot read the key result: the comment does not exist for her.
    expect((await nora.api.patch(`/api/comments/${comment.id}`, { body: 'x' })).statusCode).toBe(404);
    expect((await nora.api.delete(`/api/comments/${comment.id}`)).statusCode).toBe(404);

    expect((await eve.api.get(thread)).statusCode).toBe(404);
    expect((await eve.api.post(thread, { body: 'hello' })).statusCode).toBe(404);
    expect((await eve.api.get(`/api/key-results/${keyResult.id}/mentionable-members`)).statusCode).toBe(404);
    expect((await eve.api.patch(`/api/comments/${comment.id}`, { body: 'x' })).statusCode).toBe(404);
    expect((await eve.api.delete(`/api/comments/${comment.id}`)).statusCode).toBe(404);
    expect((await ada.api.get('/api/key-results/not-a-uuid/comments')).statusCode).toBe(404);
    expect((await ada.api.patch('/api/comments/not-a-uuid', { body: 'x' })).statusCode).toBe(404);
  });
});
