import type { ContactMessagesPage } from '@okr/contract';
import { ContactMessagesPage as ContactMessagesPageSchema, MessageResponse } from '@okr/contract/schemas';
import { expect } from 'vitest';
import { defineCase } from '../ConformanceCase';
import { signUp, uniqueEmail } from '../setup/signUp';

const message = 'We would like to hear more about the Pro plan.';

export const contactCases = [
  defineCase({
    name: 'contact: a valid message is stored and answered 201 { message }; a super administrator reads it',
    setup: async (harness) => {
      const admin = await signUp(harness, 'contact-admin');
      await harness.grantSuperAdmin(admin.userId);
      return { admin, email: uniqueEmail('contact') };
    },
    steps: [
      {
        send: ({ email }) => ({ method: 'POST', path: '/contact', body: { name: ' Grace ', email, message } }),
        expect: { status: 201, schema: MessageResponse },
      },
      {
        send: ({ admin }) => ({ method: 'GET', path: '/admin/contact-messages?page=1&pageSize=100', token: admin.accessToken }),
        expect: {
          status: 200,
          schema: ContactMessagesPageSchema,
          check: (body: ContactMessagesPage, { email }) => {
            expect(body.total).toBeGreaterThanOrEqual(1);
            expect(body.items[0]).toMatchObject({ name: 'Grace', email, message });
          },
        },
      },
    ],
  }),
  defineCase({
    name: 'contact: invalid fields answer 400 VALIDATION_ERROR naming each field',
    setup: async () => ({}),
    steps: [
      {
        send: () => ({ method: 'POST', path: '/contact', body: { name: '', email: 'not-an-email', message: 'short' } }),
        expect: {
          status: 400,
          code: 'VALIDATION_ERROR',
          check: (body: { details: { field: string }[] }) => {
            expect(body.details.map((detail) => detail.field).sort()).toEqual(['email', 'message', 'name']);
          },
        },
      },
      {
        send: () => ({ method: 'POST', path: '/contact', body: { name: 'Ada', email: 'ada@example.com', message, extra: 1 } }),
        expect: { status: 400, code: 'VALIDATION_ERROR' },
      },
    ],
  }),
  defineCase({
    name: 'contact: only super administrators read the messages (401 anonymous, 403 others, 400 pageSize over 100)',
    setup: async (harness) => {
      const user = await signUp(harness, 'contact-user');
      const admin = await signUp(harness, 'contact-admin');
      await harness.grantSuperAdmin(admin.userId);
      return { user, admin };
    },
    steps: [
      { send: () => ({ method: 'GET', path: '/admin/contact-messages' }), expect: { status: 401, code: 'UNAUTHENTICATED' } },
      {
        send: ({ user }) => ({ method: 'GET', path: '/admin/contact-messages', token: user.accessToken }),
        expect: { status: 403, code: 'FORBIDDEN' },
      },
      {
        send: ({ admin }) => ({ method: 'GET', path: '/admin/contact-messages?pageSize=101', token: admin.accessToken }),
        expect: { status: 400, code: 'VALIDATION_ERROR' },
      },
    ],
  }),
  defineCase({
    name: 'contact: the messages page newest first with their total; an unknown parameter answers 400 naming it',
    setup: async (harness) => {
      const admin = await signUp(harness, 'contact-pager');
      await harness.grantSuperAdmin(admin.userId);
      return { admin, email: uniqueEmail('contact-pager'), firstPage: [] as string[] };
    },
    steps: [
      {
        send: ({ email }) => ({ method: 'POST', path: '/contact', body: { name: 'Sender 1', email, message } }),
        expect: { status: 201 },
      },
      {
        send: ({ email }) => ({ method: 'POST', path: '/contact', body: { name: 'Sender 2', email, message } }),
        expect: { status: 201 },
      },
      {
        send: ({ email }) => ({ method: 'POST', path: '/contact', body: { name: 'Sender 3', email, message } }),
        expect: { status: 201 },
      },
      {
        send: ({ admin }) => ({ method: 'GET', path: '/admin/contact-messages?page=1&pageSize=2', token: admin.accessToken }),
        expect: {
          status: 200,
          schema: ContactMessagesPageSchema,
          check: (body: ContactMessagesPage, world) => {
            expect(body.items).toHaveLength(2);
            expect(body.total).toBeGreaterThanOrEqual(3);
            expect(body.items[0]).toMatchObject({ name: 'Sender 3', email: world.email });
            expect(body.items[0]!.createdAt >= body.items[1]!.createdAt).toBe(true);
            world.firstPage.push(...body.items.map((item) => item.id));
          },
        },
      },
      {
        send: ({ admin }) => ({ method: 'GET', path: '/admin/contact-messages?page=2&pageSize=2', token: admin.accessToken }),
        expect: {
          status: 200,
          schema: ContactMessagesPageSchema,
          check: (body: ContactMessagesPage, world) => {
            expect(body.items.length).toBeGreaterThanOrEqual(1);
            for (const item of body.items) expect(world.firstPage).not.toContain(item.id);
          },
        },
      },
      {
        send: ({ admin }) => ({ method: 'GET', path: '/admin/contact-messages?sort=name', token: admin.accessToken }),
        expect: {
          status: 400,
          code: 'VALIDATION_ERROR',
          check: (body: { details: { field: string }[] }) => {
            expect(body.details.map((detail) => detail.field)).toEqual(['sort']);
          },
        },
      },
    ],
  }),
];
