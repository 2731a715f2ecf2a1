import { accountMessages } from '@okr/contract';
import type { AccountUserResponse, AuthSessionResponse, MeResponse, OutboxEmailDetail, OutboxEmailList, SessionList } from '@okr/contract';
import { AccountUserResponse as AccountUserSchema, MessageResponse, SessionList as SessionListSchema, UpdateMeResponse } from '@okr/contract/schemas';
import { expect } from 'vitest';
import { defineCase } from '../ConformanceCase';
import type { Harness } from '../Harness';
import { PASSWORD, signUp, uniqueEmail } from '../setup/signUp';
import type { Account } from '../setup/signUp';

// api-contract.md "My account": the profile, the password, the email and its verification. Links
// travel only in emails, read here where an operator without SMTP would: the outbox.

interface World {
  user: Account;
  admin: Account;
}

async function send(harness: Harness, ...args: Parameters<Harness['send']>) {
  const answer = await harness.send(...args);
  if (answer.status >= 300) throw new Error(`setup: ${args[0].method} ${args[0].path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function userAndSuperAdmin(harness: Harness): Promise<World> {
  const user = await signUp(harness, 'account-user');
  const admin = await signUp(harness, 'account-admin');
  await harness.grantSuperAdmin(admin.userId);
  return { user, admin };
}

/** The token of the `/{page}/{token}` link in the email of `kind` to `to`, from the outbox. */
async function linkIn(harness: Harness, admin: Account, to: string, kind: string, page: string): Promise<string> {
  const list = (await send(harness, { method: 'GET', path: `/admin/outbox?q=${encodeURIComponent(to)}`, token: admin.accessToken })) as OutboxEmailList;
  const item = list.items.find((row) => row.kind === kind && row.to === to);
  if (!item) throw new Error(`setup: no ${kind} email to ${to}: ${JSON.stringify(list.items.map((row) => row.kind))}`);
  const detail = (await send(harness, { method: 'GET', path: `/admin/outbox/${item.id}`, token: admin.accessToken })) as OutboxEmailDetail;
  const match = new RegExp(`/${page}/([A-Za-z0-9_%-]+)`).exec(detail.text);
  if (!match?.[1]) throw new Error(`setup: no ${page} link in the email: ${detail.text}`);
  return decodeURIComponent(match[1]);
}

const fields = (body: { details: { field: string }[] }) => body.details.map((detail) => detail.field);

export const myAccountCases = [
  defineCase<World & { token: string }>({
    name: 'verify email: a new account is unverified, the emailed link verifies it once (410 after), unknown links 404',
    setup: async (harness) => {
      const world = await userAndSuperAdmin(harness);
      return { ...world, token: await linkIn(harness, world.admin, world.user.email, 'email_verification', 'verify-email') };
    },
    steps: [
      {
        send: ({ user }) => ({ method: 'GET', path: '/auth/me', token: user.accessToken }),
        expect: { status: 200, check: (body: MeResponse) => expect(body.user.emailVerified).toBe(false) },
      },
      {
        send: () => ({ method: 'POST', path: '/auth/verify-email', body: { token: 'A'.repeat(43) } }),
        expect: { status: 404, code: 'NOT_FOUND', message: accountMessages.verifyLinkUnknown },
      },
      {
        send: ({ token }) => ({ method: 'POST', path: '/auth/verify-email', body: { token } }),
        expect: {
          status: 200,
          schema: AccountUserSchema,
          check: (body: AccountUserResponse, { user }) => expect(body.user).toMatchObject({ id: user.userId, email: user.email, emailVerified: true }),
        },
      },
      {
        send: ({ token }) => ({ method: 'POST', path: '/auth/verify-email', body: { token } }),
        expect: { status: 410, code: 'GONE', message: accountMessages.linkUsed },
      },
      {
        send: ({ token }) => ({ method: 'POST', path: '/auth/confirm-email', body: { token } }),
        expect: { status: 404, code: 'NOT_FOUND', message: accountMessages.changeLinkUnknown },
      },
      {
        send: ({ user }) => ({ method: 'GET', path: '/auth/me', token: user.accessToken }),
        expect: { status: 200, check: (body: MeResponse) => expect(body.user.emailVerified).toBe(true) },
      },
    ],
  }),
  defineCase<World>({
    name: 'verify email: asking for the link again within a minute of the last answers 429; a minute later 202',
    setup: userAndSuperAdmin,
    steps: [
      {
        send: ({ user }) => ({ method: 'POST', path: '/auth/verify-email/resend', token: user.accessToken }),
        expect: {
          status: 429,
          code: 'RATE_LIMITED',
          message: accountMessages.verificationTooSoon,
          check: (_body: never, _world, headers) => expect(Number(headers['retry-after'])).toBeGreaterThan(0),
        },
      },
      { advanceSeconds: 61 },
      {
        send: ({ user }) => ({ method: 'POST', path: '/auth/verify-email/resend', token: user.accessToken }),
        expect: { status: 202, schema: MessageResponse, message: accountMessages.verificationSent },
      },
      { send: () => ({ method: 'POST', path: '/auth/verify-email/resend' }), expect: { status: 401, code: 'UNAUTHENTICATED' } },
    ],
  }),
  defineCase<World>({
    name: 'profile: PATCH /auth/me changes the name; an empty, 10,000-character or NUL name is 400 and changes nothing',
    setup: userAndSuperAdmin,
    steps: [
      {
        send: ({ user }) => ({ method: 'PATCH', path: '/auth/me', token: user.accessToken, body: { firstName: 'x'.repeat(10_000) } }),
        expect: { status: 400, code: 'VALIDATION_ERROR', check: (body: { details: { field: string }[] }) => expect(fields(body)).toEqual(['firstName']) },
      },
      {
        send: ({ user }) => ({ method: 'PATCH', path: '/auth/me', token: user.accessToken, body: { lastName: 'Love\u0000lace' } }),
        expect: { status: 400, code: 'VALIDATION_ERROR', check: (body: { details: { field: string }[] }) => expect(fields(body)).toEqual(['lastName']) },
      },
      {
        send: ({ user }) => ({ method: 'PATCH', path: '/auth/me', token: user.accessToken, body: { firstName: '  ', locale: 'fr' } }),
        expect: { status: 400, code: 'VALIDATION_ERROR', check: (body: { details: { field: string }[] }) => expect(fields(body).sort()).toEqual(['firstName', 'locale']) },
      },
      {
        send: ({ user }) => ({ method: 'GET', path: '/auth/me', token: user.accessToken }),
        expect: { status: 200, check: (body: MeResponse, { user }) => expect(body.user).toMatchObject({ firstName: user.firstName, lastName: user.lastName }) },
      },
      {
        send: ({ user }) => ({ method: 'PATCH', path: '/auth/me', token: user.accessToken, body: { firstName: ' Grace ', lastName: 'Hopper', locale: 'es' } }),
        expect: {
          status: 200,
          schema: UpdateMeResponse,
          check: (body: { user: MeResponse['user'] }) => expect(body.user).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', fullName: 'Grace Hopper' }),
        },
      },
    ],
  }),
  defineCase<World & { other: AuthSessionResponse }>({
    name: 'change password: a wrong current one is 400 naming it; then 204, the other session is refused at its next request, the old password fails',
    setup: async (harness) => {
      const world = await userAndSuperAdmin(harness);
      const other = (await send(harness, { method: 'POST', path: '/auth/login', body: { email: world.user.email, password: PASSWORD } })) as AuthSessionResponse;
      return { ...world, other };
    },
    steps: [
      {
        send: ({ user }) => ({ method: 'POST', path: '/auth/change-password', token: user.accessToken, body: { currentPassword: 'not the password', newPassword: 'a new long password' } }),
        expect: { status: 400, code: 'VALIDATION_ERROR', check: (body: { details: { field: string }[] }) => expect(fields(body)).toEqual(['currentPassword']) },
      },
      {
        send: ({ user }) => ({ method: 'POST', path: '/auth/change-password', token: user.accessToken, body: { currentPassword: PASSWORD, newPassword: 'short' } }),
        expect: { status: 400, code: 'VALIDATION_ERROR', check: (body: { details: { field: string }[] }) => expect(fields(body)).toEqual(['newPassword']) },
      },
      { send: ({ other }) => ({ method: 'GET', path: '/auth/me', token: other.accessToken }), expect: { status: 200 } },
      {
        send: ({ user }) => ({ method: 'POST', path: '/auth/change-password', token: user.accessToken, body: { currentPassword: PASSWORD, newPassword: 'a new long password' } }),
        expect: { status: 204 },
      },
      { send: ({ other }) => ({ method: 'GET', path: '/auth/me', token: other.accessToken }), expect: { status: 401, code: 'UNAUTHENTICATED' } },
      { send: ({ other }) => ({ method: 'POST', path: '/auth/refresh', body: { refreshToken: other.refreshToken } }), expect: { status: 401, code: 'UNAUTHENTICATED' } },
      { send: ({ user }) => ({ method: 'GET', path: '/auth/me', token: user.accessToken }), expect: { status: 200 } },
      { send: ({ user }) => ({ method: 'POST', path: '/auth/login', body: { email: user.email, password: PASSWORD } }), expect: { status: 401, code: 'UNAUTHENTICATED' } },
      { send: ({ user }) => ({ method: 'POST', path: '/auth/login', body: { email: user.email, password: 'a new long password' } }), expect: { status: 200 } },
    ],
  }),
  defineCase<World & { newEmail: string; taken: Account }>({
    name: 'change email: wrong password 400, a taken address 409; then 202, the link to the new address changes it once (410 after)',
    setup: async (harness) => ({ ...(await userAndSuperAdmin(harness)), newEmail: uniqueEmail('moved'), taken: await signUp(harness, 'taken') }),
    steps: [
      {
        send: ({ user, newEmail }) => ({ method: 'POST', path: '/auth/change-email', token: user.accessToken, body: { newEmail, password: 'wrong password' } }),
        expect: { status: 400, code: 'VALIDATION_ERROR', check: (body: { details: { field: string }[] }) => expect(fields(body)).toEqual(['password']) },
      },
      {
        send: ({ user, taken }) => ({ method: 'POST', path: '/auth/change-email', token: user.accessToken, body: { newEmail: taken.email, password: PASSWORD } }),
        expect: { status: 409, code: 'CONFLICT', message: accountMessages.emailTaken },
      },
      {
        send: ({ user, newEmail }) => ({ method: 'POST', path: '/auth/change-email', token: user.accessToken, body: { newEmail: newEmail.toUpperCase(), password: PASSWORD } }),
        expect: { status: 202, schema: MessageResponse, message: accountMessages.emailChangeSent },
      },
      {
        send: ({ user }) => ({ method: 'GET', path: '/auth/me', token: user.accessToken }),
        expect: { status: 200, check: (body: MeResponse, { user }) => expect(body.user.email).toBe(user.email) },
      },
    ],
  }),
  defineCase<World & { newEmail: string; token: string }>({
    name: 'confirm email: the link changes the address and verifies it, once; sign-in then takes the new address',
    setup: async (harness) => {
      const world = await userAndSuperAdmin(harness);
      const newEmail = uniqueEmail('confirmed');
      await send(harness, { method: 'POST', path: '/auth/change-email', token: world.user.accessToken, body: { newEmail, password: PASSWORD } });
      return { ...world, newEmail, token: await linkIn(harness, world.admin, newEmail, 'email_change', 'confirm-email') };
    },
    steps: [
      {
        send: ({ token }) => ({ method: 'POST', path: '/auth/confirm-email', body: { token } }),
        expect: {
          status: 200,
          schema: AccountUserSchema,
          check: (body: AccountUserResponse, { newEmail }) => expect(body.user).toMatchObject({ email: newEmail, emailVerified: true }),
        },
      },
      { send: ({ token }) => ({ method: 'POST', path: '/auth/confirm-email', body: { token } }), expect: { status: 410, code: 'GONE', message: accountMessages.linkUsed } },
      { send: ({ newEmail }) => ({ method: 'POST', path: '/auth/login', body: { email: newEmail, password: PASSWORD } }), expect: { status: 200 } },
      { send: ({ user }) => ({ method: 'POST', path: '/auth/login', body: { email: user.email, password: PASSWORD } }), expect: { status: 401, code: 'UNAUTHENTICATED' } },
    ],
  }),
  defineCase<World & { token: string }>({
    name: 'confirm email: a link older than an hour answers 410 and changes nothing',
    setup: async (harness) => {
      const world = await userAndSuperAdmin(harness);
      const newEmail = uniqueEmail('late');
      await send(harness, { method: 'POST', path: '/auth/change-email', token: world.user.accessToken, body: { newEmail, password: PASSWORD } });
      return { ...world, token: await linkIn(harness, world.admin, newEmail, 'email_change', 'confirm-email') };
    },
    steps: [
      { advanceSeconds: 3601 },
      { send: ({ token }) => ({ method: 'POST', path: '/auth/confirm-email', body: { token } }), expect: { status: 410, code: 'GONE', message: accountMessages.linkExpired } },
    ],
  }),
  defineCase<World & { laptop: AuthSessionResponse; phone: AuthSessionResponse; stranger: Account }>({
    name: 'sessions: one per sign-in alive, the current marked; ending one refuses its access token at once (404 for another user\'s); ending the others keeps the current',
    setup: async (harness) => {
      const world = await userAndSuperAdmin(harness);
      const signIn = () => send(harness, { method: 'POST', path: '/auth/login', body: { email: world.user.email, password: PASSWORD } }) as Promise<AuthSessionResponse>;
      return { ...world, laptop: await signIn(), phone: await signIn(), stranger: await signUp(harness, 'stranger') };
    },
    steps: [
      {
        send: ({ laptop }) => ({ method: 'GET', path: '/auth/sessions', token: laptop.accessToken }),
        expect: {
          status: 200,
          schema: SessionListSchema,
          check: (body: SessionList) => {
            expect(body).toHaveLength(3);
            expect(body.filter((row) => row.current)).toHaveLength(1);
            expect(body.every((row) => row.method === 'password')).toBe(true);
          },
        },
      },
      {
        send: ({ stranger }) => ({ method: 'GET', path: '/auth/sessions', token: stranger.accessToken }),
        expect: { status: 200, schema: SessionListSchema, check: (body: SessionList) => expect(body.map((row) => row.current)).toEqual([true]) },
      },
      // The stranger cannot end the user's sign-ins: the laptop's own list, answer 0, names them.
      {
        send: ({ stranger }, answers) => ({ method: 'DELETE', path: `/auth/sessions/${(answers[0]!.body as SessionList)[0]!.id}`, token: stranger.accessToken }),
        expect: { status: 404, code: 'NOT_FOUND' },
      },
      {
        send: ({ laptop }, answers) => ({
          method: 'DELETE',
          path: `/auth/sessions/${(answers[0]!.body as SessionList).find((row) => !row.current)!.id}`,
          token: laptop.accessToken,
        }),
        expect: { status: 204 },
      },
      {
        send: ({ laptop }) => ({ method: 'GET', path: '/auth/sessions', token: laptop.accessToken }),
        expect: { status: 200, schema: SessionListSchema, check: (body: SessionList) => expect(body).toHaveLength(2) },
      },
      { send: ({ laptop }) => ({ method: 'DELETE', path: '/auth/sessions', token: laptop.accessToken }), expect: { status: 204 } },
      {
        send: ({ laptop }) => ({ method: 'GET', path: '/auth/sessions', token: laptop.accessToken }),
        expect: { status: 200, schema: SessionListSchema, check: (body: SessionList) => expect(body.map((row) => row.current)).toEqual([true]) },
      },
      { send: ({ user }) => ({ method: 'GET', path: '/auth/me', token: user.accessToken }), expect: { status: 401, code: 'UNAUTHENTICATED' } },
      { send: ({ phone }) => ({ method: 'GET', path: '/auth/me', token: phone.accessToken }), expect: { status: 401, code: 'UNAUTHENTICATED' } },
      { send: ({ stranger }) => ({ method: 'GET', path: '/auth/me', token: stranger.accessToken }), expect: { status: 200 } },
      { send: () => ({ method: 'GET', path: '/auth/sessions' }), expect: { status: 401, code: 'UNAUTHENTICATED' } },
    ],
  }),
];
