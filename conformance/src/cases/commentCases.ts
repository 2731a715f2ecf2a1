import { commentMessages, mentionMarkup } from '@okr/contract';
import type { Comment, MentionableMember } from '@okr/contract';
import { Comment as CommentSchema, MentionableMember as MentionableSchema } from '@okr/contract/schemas';
import { expect } from 'vitest';
import { defineCase } from '../ConformanceCase';
import type { Harness, WireRequest } from '../Harness';
import { memberOf, signUp, unknownId } from '../setup/signUp';
import type { Account } from '../setup/signUp';
import { as, id, inOrg, invalid, notFound } from './okr/okrRequests';

// Comments with mentions (api-contract.md "Comments, mentions, notifications"): the same threads,
// mentions, refusals and moderation on the server and in the mocks.

async function created(harness: Harness, request: WireRequest): Promise<string> {
  const { status, body } = await harness.send(request);
  if (status !== 201) throw new Error(`setup: ${request.method} ${request.path} answered ${status}: ${JSON.stringify(body)}`);
  return (body as { id: string }).id;
}

/** An owner's key result, an Editor and a Viewer of the organization, and a stranger of another. */
export async function commentWorld(harness: Harness) {
  const owner = await signUp(harness, 'comment-owner', 'Olga', 'Owner');
  const [editor, viewer] = [await memberOf(harness, owner.organizationId, 'Editor'), await memberOf(harness, owner.organizationId, 'Viewer')];
  const stranger = await signUp(harness, 'comment-stranger', 'Sam', 'Stranger');
  const objective = await created(harness, as(owner, 'POST', '/objectives', { title: 'Discussed objective' }));
  const keyResult = await created(harness, as(owner, 'POST', `/objectives/${objective}/key-results`, { title: 'Discussed', metricType: 'Numeric', startValue: 0, targetValue: 10 }));
  return { owner, editor, viewer, stranger, thread: `/key-results/${keyResult}/comments`, keyResult };
}
export type CommentWorld = Awaited<ReturnType<typeof commentWorld>>;

export const named = (account: Account) => mentionMarkup(`${account.firstName} ${account.lastName}`, account.userId);

export const commentCases = [
  defineCase({
    name: 'comments: a thread oldest first with a reply and a mention; only the author edits; a viewer cannot delete another’s, an editor can, and it stays as deleted',
    setup: commentWorld,
    steps: [
      {
        send: ({ owner, editor, thread }) => as(owner, 'POST', thread, { body: `${named(editor)} are we on track?` }),
        expect: {
          status: 201,
          schema: CommentSchema,
          check: (body: Comment, { owner, editor }: CommentWorld) => {
            expect(body).toMatchObject({ parentId: null, author: { id: owner.userId, fullName: 'Olga Owner' }, editedAt: null, deleted: false });
            expect(body.mentions.map((person) => person.id)).toEqual([editor.userId]);
          },
        },
      },
      {
        send: ({ editor, owner, thread }, answers) => inOrg(editor, owner, 'POST', thread, { body: 'Yes', parentId: id(answers, 0) }),
        expect: { status: 201, schema: CommentSchema, check: (body: Comment) => expect(body.parentId).not.toBeNull() },
      },
      {
        send: ({ viewer, owner }, answers) => inOrg(viewer, owner, 'PATCH', `/comments/${id(answers, 0)}`, { body: 'Rewritten' }),
        expect: { status: 403, code: 'FORBIDDEN', message: commentMessages.onlyAuthorEdits },
      },
      {
        send: ({ owner }, answers) => as(owner, 'PATCH', `/comments/${id(answers, 0)}`, { body: 'Are we on track?' }),
        expect: {
          status: 200,
          schema: CommentSchema,
          check: (body: Comment) => {
            expect(body.editedAt).not.toBeNull();
            expect(body.mentions).toEqual([]);
          },
        },
      },
      {
        send: ({ viewer, owner }, answers) => inOrg(viewer, owner, 'DELETE', `/comments/${id(answers, 0)}`),
        expect: { status: 403, code: 'FORBIDDEN', message: commentMessages.deleteNotAllowed },
      },
      { send: ({ editor, owner }, answers) => inOrg(editor, owner, 'DELETE', `/comments/${id(answers, 0)}`), expect: { status: 204 } },
      {
        send: ({ viewer, owner, thread }) => inOrg(viewer, owner, 'GET', thread),
        expect: {
          status: 200,
          schema: CommentSchema.array(),
          check: (body: Comment[]) => expect(body.map((c) => [c.body, c.deleted])).toEqual([['', true], ['Yes', false]]),
        },
      },
      { send: ({ owner }, answers) => as(owner, 'DELETE', `/comments/${id(answers, 0)}`), expect: notFound('Comment') },
    ],
  }),
  defineCase({
    name: 'comments: 10,001 characters, NUL and blank bodies answer 400; a stranger’s mention 422; another organization’s thread 404; the picker offers the readers',
    setup: commentWorld,
    steps: [
      { send: ({ owner, thread }) => as(owner, 'POST', thread, { body: 'x'.repeat(10_001) }), expect: invalid('body') },
      { send: ({ owner, thread }) => as(owner, 'POST', thread, { body: 'a\u0000b' }), expect: invalid('body') },
      { send: ({ owner, thread }) => as(owner, 'POST', thread, { body: '  ' }), expect: invalid('body') },
      {
        send: ({ owner, stranger, thread }) => as(owner, 'POST', thread, { body: `hi ${named(stranger)}` }),
        expect: { status: 422, code: 'RULE_VIOLATION', message: commentMessages.strangerMentioned },
      },
      { send: ({ stranger, thread }) => as(stranger, 'GET', thread), expect: notFound('Key result') },
      { send: ({ stranger, thread }) => as(stranger, 'POST', thread, { body: 'hello' }), expect: notFound('Key result') },
      { send: ({ owner }) => as(owner, 'GET', `/key-results/${unknownId}/comments`), expect: notFound('Key result') },
      { send: ({ owner, thread }) => as(owner, 'POST', thread, { body: 'x'.repeat(10_000) }), expect: { status: 201, schema: CommentSchema } },
      {
        send: ({ owner, keyResult }) => as(owner, 'GET', `/key-results/${keyResult}/mentionable-members`),
        expect: {
          status: 200,
          schema: MentionableSchema.array(),
          check: (body: MentionableMember[], { owner, editor, viewer, stranger }: CommentWorld) => {
            const ids = body.map((member) => member.id);
            expect(ids).toEqual(expect.arrayContaining([owner.userId, editor.userId, viewer.userId]));
            expect(ids).not.toContain(stranger.userId);
          },
        },
      },
    ],
  }),
];
