import type { Notification, NotificationPreferences } from '@okr/contract';
import { Notification as NotificationSchema, NotificationPreferences as PreferencesSchema, NotificationUnread } from '@okr/contract/schemas';
import { expect } from 'vitest';
import { defineCase } from '../ConformanceCase';
import type { WireResponse } from '../Harness';
import { commentWorld, named } from './commentCases';
import type { CommentWorld } from './commentCases';
import { as, id, inOrg } from './okr/okrRequests';

// Notifications (api-contract.md "Comments, mentions, notifications"): written with the comment,
// listed across organizations, read one or all, preferences per kind; the same on the server and
// in the mocks. (The live stream is the server's: the mocks answer the count once.)

const list = (body: Notification[]) => body.map((n) => n.kind);
const first = (answers: WireResponse[], step: number) => (answers[step]!.body as Notification[])[0]!.id;
const uuid = '3f1c2b9e-8d4a-4f6e-9a1b-2c3d4e5f6a7b';

export const notificationCases = [
  defineCase({
    name: 'notifications: a mention and a comment on what I own, never my own; another’s ids read nothing; one then all read',
    setup: commentWorld,
    steps: [
      { send: ({ editor, owner, thread }) => inOrg(editor, owner, 'POST', thread, { body: `${named(owner)} look` }), expect: { status: 201 } },
      { send: ({ editor, owner, thread }) => inOrg(editor, owner, 'POST', thread, { body: 'And this' }), expect: { status: 201 } },
      { send: ({ owner, thread }) => as(owner, 'POST', thread, { body: 'Mine' }), expect: { status: 201 } },
      {
        send: ({ owner }) => as(owner, 'GET', '/me/notifications'),
        expect: {
          status: 200,
          schema: NotificationSchema.array(),
          check: (body: Notification[], { owner, editor }: CommentWorld, headers) => {
            expect(list(body)).toEqual(['comment_on_owned', 'mention']);
            expect(body[1]).toMatchObject({ organization: { id: owner.organizationId }, actor: { id: editor.userId }, title: 'Discussed', readAt: null });
            expect(body[1]!.href).toContain(`org=${owner.organizationId}`);
            expect(headers['x-total-count']).toBe('2');
          },
        },
      },
      { send: ({ editor }) => as(editor, 'GET', '/me/notifications'), expect: { status: 200, check: (body: Notification[]) => expect(body).toEqual([]) } },
      { send: ({ editor }, answers) => as(editor, 'POST', '/me/notifications/read', { ids: [first(answers, 3)] }), expect: { status: 204 } },
      { send: ({ owner }) => as(owner, 'GET', '/me/notifications?unread=true'), expect: { status: 200, check: (body: Notification[]) => expect(body).toHaveLength(2) } },
      { send: ({ owner }, answers) => as(owner, 'POST', '/me/notifications/read', { ids: [first(answers, 3)] }), expect: { status: 204 } },
      {
        send: ({ owner }) => as(owner, 'GET', '/me/notifications?unread=true'),
        expect: { status: 200, check: (body: Notification[]) => expect(list(body)).toEqual(['mention']) },
      },
      { send: ({ owner }) => as(owner, 'GET', '/me/notifications/stream'), expect: { status: 200, schema: NotificationUnread, check: (body: { count: number }) => expect(body).toEqual({ count: 1 }) } },
      { send: ({ owner }) => as(owner, 'POST', '/me/notifications/read', { all: true }), expect: { status: 204 } },
      { send: ({ owner }) => as(owner, 'GET', '/me/notifications?unread=true'), expect: { status: 200, check: (body: Notification[]) => expect(body).toEqual([]) } },
    ],
  }),
  defineCase({
    name: 'notifications: assigned to whoever an objective, key result or initiative is created for or handed to; never the one who did it',
    setup: commentWorld,
    steps: [
      { send: ({ owner }) => as(owner, 'POST', '/objectives', { title: 'Mine' }), expect: { status: 201 } },
      { send: ({ owner, editor }) => as(owner, 'POST', '/objectives', { title: 'For the editor', ownerId: editor.userId }), expect: { status: 201 } },
      {
        send: ({ owner, editor }, answers) =>
          as(owner, 'POST', `/objectives/${id(answers, 0)}/key-results`, { title: 'KR for the editor', metricType: 'Numeric', startValue: 0, targetValue: 5, ownerId: editor.userId }),
        expect: { status: 201 },
      },
      { send: ({ owner, editor }) => as(owner, 'POST', '/initiatives', { name: 'Initiative for the editor', ownerId: editor.userId }), expect: { status: 201 } },
      { send: ({ owner, editor }, answers) => inOrg(editor, owner, 'PATCH', `/initiatives/${id(answers, 3)}`, { ownerId: owner.userId }), expect: { status: 200 } },
      { send: ({ owner, editor }, answers) => inOrg(editor, owner, 'PATCH', `/initiatives/${id(answers, 3)}`, { ownerId: owner.userId, name: 'Renamed' }), expect: { status: 200 } },
      {
        send: ({ editor }) => as(editor, 'GET', '/me/notifications'),
        expect: {
          status: 200,
          schema: NotificationSchema.array(),
          check: (body: Notification[], { owner }: CommentWorld) => {
            expect(body.map((n) => [n.kind, n.title, n.actor?.id])).toEqual([
              ['assigned', 'Initiative for the editor', owner.userId],
              ['assigned', 'KR for the editor', owner.userId],
              ['assigned', 'For the editor', owner.userId],
            ]);
            // Each opens its item in its organization (`itemHref`; the ids are each side's own).
            const org = `org=${encodeURIComponent(owner.organizationId)}`;
            expect(body[0]!.href).toMatch(new RegExp(`^/app/initiatives/[^/?#]+\\?${org}$`));
            expect(body[1]!.href).toMatch(new RegExp(`^/app/objectives/[^/?#]+\\?${org}&keyResult=[^&#]+$`));
            expect(body[2]!.href).toMatch(new RegExp(`^/app/objectives/[^/?#]+\\?${org}$`));
          },
        },
      },
      {
        send: ({ owner }) => as(owner, 'GET', '/me/notifications'),
        expect: { status: 200, check: (body: Notification[], { editor }: CommentWorld) => expect(body.map((n) => [n.kind, n.title, n.actor?.id])).toEqual([['assigned', 'Initiative for the editor', editor.userId]]) },
      },
    ],
  }),
  defineCase({
    name: 'notifications: ids not UUIDs, 10,001 ids, NUL and neither ids nor all answer 400; preferences keep their defaults and change per field',
    setup: commentWorld,
    steps: [
      { send: ({ owner }) => as(owner, 'POST', '/me/notifications/read', { ids: ['not-a-uuid'] }), expect: { status: 400, code: 'VALIDATION_ERROR' } },
      { send: ({ owner }) => as(owner, 'POST', '/me/notifications/read', { ids: Array(10_001).fill(uuid) }), expect: { status: 400, code: 'VALIDATION_ERROR' } },
      { send: ({ owner }) => as(owner, 'POST', '/me/notifications/read', { ids: [`${uuid}\u0000`] }), expect: { status: 400, code: 'VALIDATION_ERROR' } },
      { send: ({ owner }) => as(owner, 'POST', '/me/notifications/read', { all: false }), expect: { status: 400, code: 'VALIDATION_ERROR' } },
      { send: ({ owner }) => as(owner, 'GET', '/me/notifications?unread=maybe'), expect: { status: 400, code: 'VALIDATION_ERROR' } },
      {
        send: ({ owner }) => as(owner, 'GET', '/me/notification-preferences'),
        expect: {
          status: 200,
          schema: PreferencesSchema,
          check: (body: NotificationPreferences) => {
            expect(body.mention).toEqual({ inApp: true, email: true });
            expect(body.comment_on_owned).toEqual({ inApp: true, email: false });
          },
        },
      },
      {
        send: ({ owner }) => as(owner, 'PATCH', '/me/notification-preferences', { mention: { email: false } }),
        expect: { status: 200, schema: PreferencesSchema, check: (body: NotificationPreferences) => expect(body.mention).toEqual({ inApp: true, email: false }) },
      },
      { send: ({ owner }) => as(owner, 'PATCH', '/me/notification-preferences', { mention: { push: true } }), expect: { status: 400, code: 'VALIDATION_ERROR' } },
      {
        send: ({ owner }) => as(owner, 'GET', '/me/notification-preferences'),
        expect: { status: 200, check: (body: NotificationPreferences) => expect(body.mention).toEqual({ inApp: true, email: false }) },
      },
    ],
  }),
];
