import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_COOKIE } from '@okr/contract';
import type { RefreshResponse } from '@okr/contract';
import { MeResponse as MeSchema, RefreshResponse as RefreshSchema } from '@okr/contract/schemas';
import { expect } from 'vitest';
import { defineCase } from '../ConformanceCase';
import type { WireResponse } from '../Harness';
import { signUp } from '../setup/signUp';

/** api-contract.md: a token presented again within this many seconds of its rotation is not reuse. */
export const REUSE_GRACE_SECONDS = 10;

const tokensOf = (answer: WireResponse | undefined) => answer?.body as RefreshResponse;
const refresh = (refreshToken: string) => ({ method: 'POST' as const, path: '/auth/refresh', body: { refreshToken } });
const me = (token: string) => ({ method: 'GET' as const, path: '/auth/me', token });

export const refreshCases = [
  defineCase({
    name: 'refresh: rotates the pair; the new access and refresh tokens work',
    setup: (harness) => signUp(harness, 'refresh'),
    steps: [
      {
        send: ({ refreshToken }) => refresh(refreshToken),
        expect: {
          status: 200,
          schema: RefreshSchema,
          // Not the access token: the server's JWT of the same session and second is the same string.
          check: (body: RefreshResponse, account) => expect(body.refreshToken).not.toBe(account.refreshToken),
        },
      },
      { send: (_, [rotated]) => me(tokensOf(rotated).accessToken), expect: { status: 200, schema: MeSchema } },
      { send: (_, [rotated]) => refresh(tokensOf(rotated).refreshToken), expect: { status: 200, schema: RefreshSchema } },
    ],
  }),
  defineCase({
    name: 'refresh: a token reused after the grace window is refused and revokes its whole family',
    setup: (harness) => signUp(harness, 'reuse'),
    steps: [
      { send: ({ refreshToken }) => refresh(refreshToken), expect: { status: 200, schema: RefreshSchema } },
      { advanceSeconds: REUSE_GRACE_SECONDS + 1 },
      {
        send: ({ refreshToken }) => refresh(refreshToken),
        expect: { status: 401, code: 'UNAUTHENTICATED', message: 'Refresh token already used: the session was revoked' },
      },
      // The successor issued before the reuse dies with the family, and so do its access tokens.
      { send: (_, [rotated]) => refresh(tokensOf(rotated).refreshToken), expect: { status: 401, code: 'UNAUTHENTICATED' } },
      {
        send: (_, [rotated]) => me(tokensOf(rotated).accessToken),
        expect: { status: 401, code: 'UNAUTHENTICATED', message: 'Session is no longer valid' },
      },
      { send: ({ accessToken }) => me(accessToken), expect: { status: 401, code: 'UNAUTHENTICATED' } },
    ],
  }),
  defineCase({
    name: 'refresh: a token presented again within the grace window answers a valid pair of the same family',
    setup: (harness) => signUp(harness, 'grace'),
    steps: [
      { send: ({ refreshToken }) => refresh(refreshToken), expect: { status: 200, schema: RefreshSchema } },
      { advanceSeconds: REUSE_GRACE_SECONDS - 2 },
      { send: ({ refreshToken }) => refresh(refreshToken), expect: { status: 200, schema: RefreshSchema } },
      // Neither answer revoked anything: both pairs stay usable.
      { send: (_, [first]) => me(tokensOf(first).accessToken), expect: { status: 200, schema: MeSchema } },
      { send: (_, [, retried]) => me(tokensOf(retried).accessToken), expect: { status: 200, schema: MeSchema } },
      { send: (_, [, retried]) => refresh(tokensOf(retried).refreshToken), expect: { status: 200, schema: RefreshSchema } },
    ],
  }),
  defineCase({
    name: 'refresh: takes the token from the refresh cookie when the body has none',
    setup: (harness) => signUp(harness, 'cookie'),
    steps: [
      {
        send: ({ refreshToken }) => ({
          method: 'POST',
          path: '/auth/refresh',
          headers: { cookie: `theme=dark; ${REFRESH_COOKIE}=${refreshToken}` },
        }),
        expect: { status: 200, schema: RefreshSchema },
      },
    ],
  }),
  defineCase({
    name: 'access token: refused once its 15 minutes are over, while the refresh token still works',
    setup: (harness) => signUp(harness, 'expiry'),
    steps: [
      { send: ({ accessToken }) => me(accessToken), expect: { status: 200 } },
      { advanceSeconds: ACCESS_TOKEN_TTL_SECONDS + 1 },
      { send: ({ accessToken }) => me(accessToken), expect: { status: 401, code: 'UNAUTHENTICATED', message: 'Access token expired' } },
      { send: ({ refreshToken }) => refresh(refreshToken), expect: { status: 200, schema: RefreshSchema } },
      { send: (_, [, , rotated]) => me(tokensOf(rotated).accessToken), expect: { status: 200, schema: MeSchema } },
    ],
  }),
  defineCase({
    name: 'refresh: 401 without a token, and for an unknown one',
    setup: async () => ({}),
    steps: [
      {
        send: () => ({ method: 'POST', path: '/auth/refresh' }),
        expect: { status: 401, code: 'UNAUTHENTICATED', message: 'Missing refresh token' },
      },
      {
        send: () => refresh('not-a-real-token'),
        expect: { status: 401, code: 'UNAUTHENTICATED', message: 'Invalid or expired refresh token' },
      },
    ],
  }),
  defineCase({
    name: 'refresh: 401 for a deactivated account, whose access token is refused too',
    setup: async (harness) => {
      const account = await signUp(harness, 'deactivated-refresh');
      await harness.deactivateUser(account.userId);
      return account;
    },
    steps: [
      {
        send: ({ refreshToken }) => refresh(refreshToken),
        expect: { status: 401, code: 'UNAUTHENTICATED', message: 'This account has been deactivated' },
      },
      {
        send: ({ accessToken }) => me(accessToken),
        expect: { status: 401, code: 'UNAUTHENTICATED', message: 'Session is no longer valid' },
      },
    ],
  }),
  defineCase({
    name: 'logout: 204, then the refresh token and the access token of that session are refused',
    setup: (harness) => signUp(harness, 'logout'),
    steps: [
      {
        send: ({ refreshToken, accessToken }) => ({ method: 'POST', path: '/auth/logout', token: accessToken, body: { refreshToken } }),
        expect: { status: 204, check: (body: unknown) => expect(body).toBeUndefined() },
      },
      { send: ({ refreshToken }) => refresh(refreshToken), expect: { status: 401, code: 'UNAUTHENTICATED' } },
      {
        send: ({ accessToken }) => me(accessToken),
        expect: { status: 401, code: 'UNAUTHENTICATED', message: 'Session is no longer valid' },
      },
    ],
  }),
  defineCase({
    name: 'logout: 204 without any token (nothing to revoke)',
    setup: async () => ({}),
    steps: [{ send: () => ({ method: 'POST', path: '/auth/logout' }), expect: { status: 204 } }],
  }),
];
