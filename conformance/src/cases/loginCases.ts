import type { AuthSessionResponse, MeResponse } from '@okr/contract';
import { AuthSessionResponse as AuthSessionSchema, MeResponse as MeSchema } from '@okr/contract/schemas';
import { expect } from 'vitest';
import { defineCase } from '../ConformanceCase';
import { signUp, uniqueEmail } from '../setup/signUp';

const invalidCredentials = 'Invalid email or password';

export const loginCases = [
  defineCase({
    name: 'login: answers a session in the current organization, whose token then works',
    setup: (harness) => signUp(harness, 'login'),
    steps: [
      {
        send: ({ email, password }) => ({ method: 'POST', path: '/auth/login', body: { email, password } }),
        expect: {
          status: 200,
          schema: AuthSessionSchema,
          check: (body: AuthSessionResponse, account) => {
            expect(body.user.id).toBe(account.userId);
            expect(body.organization?.id).toBe(account.organizationId);
          },
        },
      },
      {
        send: (_, [login]) => ({ method: 'GET', path: '/auth/me', token: (login?.body as AuthSessionResponse).accessToken }),
        expect: { status: 200, schema: MeSchema, check: (body: MeResponse, account) => expect(body.user.email).toBe(account.email) },
      },
    ],
  }),
  defineCase({
    name: 'login: 401 for a wrong password',
    setup: (harness) => signUp(harness, 'wrong-password'),
    steps: [
      {
        send: ({ email }) => ({ method: 'POST', path: '/auth/login', body: { email, password: 'not-the-password' } }),
        expect: { status: 401, code: 'UNAUTHENTICATED', message: invalidCredentials },
      },
    ],
  }),
  defineCase({
    name: 'login: 401 for an unknown email, with the same message as a wrong password',
    setup: async () => ({ email: uniqueEmail('nobody') }),
    steps: [
      {
        send: ({ email }) => ({ method: 'POST', path: '/auth/login', body: { email, password: 'whatever-password' } }),
        expect: { status: 401, code: 'UNAUTHENTICATED', message: invalidCredentials },
      },
    ],
  }),
  defineCase({
    name: 'login: 401 naming the deactivation, only to someone who knows the password',
    setup: async (harness) => {
      const account = await signUp(harness, 'deactivated');
      await harness.deactivateUser(account.userId);
      return account;
    },
    steps: [
      {
        send: ({ email, password }) => ({ method: 'POST', path: '/auth/login', body: { email, password } }),
        expect: { status: 401, code: 'UNAUTHENTICATED', message: 'This account has been deactivated' },
      },
      {
        send: ({ email }) => ({ method: 'POST', path: '/auth/login', body: { email, password: 'not-the-password' } }),
        expect: { status: 401, code: 'UNAUTHENTICATED', message: invalidCredentials },
      },
    ],
  }),
  defineCase({
    name: 'login: 400 VALIDATION_ERROR for malformed JSON',
    setup: async () => ({}),
    steps: [
      {
        send: () => ({ method: 'POST', path: '/auth/login', rawBody: '{"email": ' }),
        expect: { status: 400, code: 'VALIDATION_ERROR', message: 'Malformed JSON body' },
      },
    ],
  }),
  defineCase({
    name: 'login: 400 VALIDATION_ERROR without a password',
    setup: async () => ({ email: uniqueEmail('no-password') }),
    steps: [
      {
        send: ({ email }) => ({ method: 'POST', path: '/auth/login', body: { email } }),
        expect: {
          status: 400,
          code: 'VALIDATION_ERROR',
          message: 'Validation failed',
          check: (body: { details: { field: string }[] }) => expect(body.details.map((issue) => issue.field)).toEqual(['password']),
        },
      },
    ],
  }),
];
