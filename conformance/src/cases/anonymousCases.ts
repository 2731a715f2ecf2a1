import { defineCase } from '../ConformanceCase';
import type { WireRequest } from '../Harness';
import { unknownId } from '../setup/signUp';

/** Every signed-in route, each with a body that would fail validation: 401 must come first. */
const signedInRoutes: Omit<WireRequest, 'token'>[] = [
  { method: 'GET', path: '/auth/me' },
  { method: 'POST', path: '/auth/complete-onboarding' },
  { method: 'GET', path: '/organizations' },
  { method: 'GET', path: '/organizations/user' },
  { method: 'POST', path: '/organizations/switch', body: {} },
  { method: 'POST', path: '/organizations', body: {} },
  { method: 'GET', path: `/organizations/${unknownId}` },
  { method: 'PATCH', path: `/organizations/${unknownId}`, body: {} },
  { method: 'DELETE', path: `/organizations/${unknownId}` },
];

export const anonymousCases = signedInRoutes.map((route) =>
  defineCase({
    name: `anonymous: ${route.method} ${route.path} answers 401 before anything else`,
    setup: async () => ({}),
    steps: [
      { send: () => route, expect: { status: 401, code: 'UNAUTHENTICATED', message: 'Missing access token' } },
      { send: () => ({ ...route, token: 'not-a-token' }), expect: { status: 401, code: 'UNAUTHENTICATED', message: 'Invalid access token' } },
    ],
  }),
);
