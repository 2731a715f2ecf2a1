import { FORGOT_PASSWORD_MESSAGE, PASSWORD_RESET_TTL_MINUTES } from '@okr/contract';
import type { OutboxEmailDetail, OutboxEmailList } from '@okr/contract';
import { MessageResponse, OutboxEmailDetail as OutboxEmailDetailSchema, OutboxEmailList as OutboxEmailListSchema } from '@okr/contract/schemas';
import { expect } from 'vitest';
import { defineCase } from '../ConformanceCase';
import type { WireResponse } from '../Harness';
import { signUp, uniqueEmail } from '../setup/signUp';
import type { Account } from '../setup/signUp';

// api-contract.md "Password reset" and "Email": the link travels only in the email, so each case
// reads it where an operator without SMTP would, in the super administrator's outbox.

interface World {
  user: Account;
  admin: Account;
}

async function userAndSuperAdmin(harness: Parameters<typeof signUp>[0]): Promise<World> {
  const user = await signUp(harness, 'reset-user');
  const admin = await signUp(harness, 'reset-admin');
  await harness.grantSuperAdmin(admin.userId);
  return { user, admin };
}

/** The token of the reset link in an outbox detail answer. */
function tokenIn(answer: WireResponse | undefined): string {
  const text = (answer?.body as OutboxEmailDetail | undefined)?.text ?? '';
  const match = /\/reset-password\/([A-Za-z0-9_%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in the email: ${text}`);
  return decodeURIComponent(match[1]);
}

/** The reset email of the list (sign-up queued a verification email to the same address). */
const resetId = (answer: WireResponse | undefined) =>
  (answer?.body as OutboxEmailList).items.find((item) => item.kind === 'password_reset')?.id ?? 'missing';

/** Request a link for the user, find its email in the outbox, open it: answers 0, 1 and 2. */
const requestAndRead = [
  {
    send: ({ user }: World) => ({ method: 'POST' as const, path: '/auth/forgot-password', body: { email: user.email.toUpperCase() } }),
    expect: { status: 202, schema: MessageResponse, message: FORGOT_PASSWORD_MESSAGE },
  },
  {
    send: ({ user, admin }: World) => ({ method: 'GET' as const, path: `/admin/outbox?q=${encodeURIComponent(user.email)}`, token: admin.accessToken }),
    expect: {
      status: 200,
      schema: OutboxEmailListSchema,
      check: (body: OutboxEmailList, { user }: World) => {
        expect(body.items.map((item) => item.kind).sort()).toEqual(['email_verification', 'password_reset']);
        expect(body.items.find((item) => item.kind === 'password_reset')).toMatchObject({ to: user.email });
        expect(body.items[0]).not.toHaveProperty('text');
      },
    },
  },
  {
    send: ({ admin }: World, answers: WireResponse[]) => ({ method: 'GET' as const, path: `/admin/outbox/${resetId(answers[1])}`, token: admin.accessToken }),
    expect: {
      status: 200,
      schema: OutboxEmailDetailSchema,
      check: (body: OutboxEmailDetail) => expect(body.text).toMatch(/\/reset-password\/\S+/),
    },
  },
];

export const passwordResetCases = [
  defineCase<World>({
    name: 'forgot password: 202 with the one message for a known and an unknown email; only the account gets an email',
    setup: userAndSuperAdmin,
    steps: [
      ...requestAndRead,
      {
        send: () => ({ method: 'POST', path: '/auth/forgot-password', body: { email: uniqueEmail('nobody') } }),
        expect: { status: 202, schema: MessageResponse, message: FORGOT_PASSWORD_MESSAGE },
      },
      {
        send: () => ({ method: 'POST', path: '/auth/forgot-password', body: { email: 'not-an-email' } }),
        expect: { status: 400, code: 'VALIDATION_ERROR', check: (body: { details: { field: string }[] }) => expect(body.details.map((d) => d.field)).toEqual(['email']) },
      },
    ],
  }),
  defineCase<World>({
    name: 'reset password: the register rules (400), then 200; the old password and every session are gone; the link works once (410)',
    setup: userAndSuperAdmin,
    steps: [
      ...requestAndRead,
      {
        send: (_world, answers) => ({ method: 'POST', path: '/auth/reset-password', body: { token: tokenIn(answers[2]), password: 'short' } }),
        expect: { status: 400, code: 'VALIDATION_ERROR', check: (body: { details: { field: string }[] }) => expect(body.details.map((d) => d.field)).toEqual(['password']) },
      },
      {
        send: (_world, answers) => ({ method: 'POST', path: '/auth/reset-password', body: { token: tokenIn(answers[2]), password: 'a-brand-new-password' } }),
        expect: { status: 200, schema: MessageResponse },
      },
      {
        send: ({ user }) => ({ method: 'POST', path: '/auth/login', body: { email: user.email, password: user.password } }),
        expect: { status: 401, code: 'UNAUTHENTICATED' },
      },
      {
        send: ({ user }) => ({ method: 'POST', path: '/auth/refresh', body: { refreshToken: user.refreshToken } }),
        expect: { status: 401, code: 'UNAUTHENTICATED' },
      },
      {
        send: ({ user }) => ({ method: 'GET', path: '/auth/me', token: user.accessToken }),
        expect: { status: 401, code: 'UNAUTHENTICATED' },
      },
      {
        send: ({ user }) => ({ method: 'POST', path: '/auth/login', body: { email: user.email, password: 'a-brand-new-password' } }),
        expect: { status: 200 },
      },
      {
        send: (_world, answers) => ({ method: 'POST', path: '/auth/reset-password', body: { token: tokenIn(answers[2]), password: 'another-new-password' } }),
        expect: { status: 410, code: 'GONE' },
      },
    ],
  }),
  defineCase<World>({
    name: 'reset password: an unknown link answers 404, an expired one 410, and neither changes the password',
    setup: userAndSuperAdmin,
    steps: [
      ...requestAndRead,
      {
        send: () => ({ method: 'POST', path: '/auth/reset-password', body: { token: 'x'.repeat(43), password: 'a-brand-new-password' } }),
        expect: { status: 404, code: 'NOT_FOUND' },
      },
      { advanceSeconds: PASSWORD_RESET_TTL_MINUTES * 60 + 1 },
      {
        send: (_world, answers) => ({ method: 'POST', path: '/auth/reset-password', body: { token: tokenIn(answers[2]), password: 'a-brand-new-password' } }),
        expect: { status: 410, code: 'GONE' },
      },
      {
        send: ({ user }) => ({ method: 'POST', path: '/auth/login', body: { email: user.email, password: user.password } }),
        expect: { status: 200 },
      },
    ],
  }),
  defineCase<World>({
    name: 'outbox: super administrators only (401 anonymous, 403 others), 404 for an unknown email, 400 for an unknown status',
    setup: userAndSuperAdmin,
    steps: [
      { send: () => ({ method: 'GET', path: '/admin/outbox' }), expect: { status: 401, code: 'UNAUTHENTICATED' } },
      { send: ({ user }) => ({ method: 'GET', path: '/admin/outbox', token: user.accessToken }), expect: { status: 403, code: 'FORBIDDEN' } },
      { send: ({ admin }) => ({ method: 'GET', path: '/admin/outbox/0b9f8a62-5d1c-4c7e-9f3e-2a6d4b8c1e07', token: admin.accessToken }), expect: { status: 404, code: 'NOT_FOUND' } },
      { send: ({ admin }) => ({ method: 'GET', path: '/admin/outbox?status=bounced', token: admin.accessToken }), expect: { status: 400, code: 'VALIDATION_ERROR' } },
    ],
  }),
];
