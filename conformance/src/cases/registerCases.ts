import { effectivePermissions, personalOrganizationName } from '@okr/contract';
import type { AuthSessionResponse, MeResponse, UserOrganization } from '@okr/contract';
import { UNSAFE_TEXT_MESSAGE, AuthSessionResponse as AuthSessionSchema, MeResponse as MeSchema, UserOrganization as UserOrganizationSchema } from '@okr/contract/schemas';
import { expect } from 'vitest';
import { defineCase } from '../ConformanceCase';
import { PASSWORD, signUp, uniqueEmail } from '../setup/signUp';

const adminPermissions = effectivePermissions([{ roleType: 'Admin', category: 'Application', rows: [] }]);

export const registerCases = [
  defineCase({
    name: 'register: NUL or an unpaired surrogate in a name answers 400 naming the field (one rule for text at the edge)',
    setup: async () => ({ email: uniqueEmail('nul') }),
    steps: [
      {
        send: ({ email }) => ({ method: 'POST', path: '/auth/register', body: { email, password: PASSWORD, firstName: 'Ada\u0000', lastName: 'L\uD800' } }),
        expect: {
          status: 400,
          code: 'VALIDATION_ERROR',
          check: (body: { details: { field: string; message: string }[] }) =>
            expect(body.details).toEqual([
              { field: 'firstName', message: UNSAFE_TEXT_MESSAGE },
              { field: 'lastName', message: UNSAFE_TEXT_MESSAGE },
            ]),
        },
      },
      {
        send: ({ email }) => ({ method: 'POST', path: '/auth/login', body: { email, password: PASSWORD } }),
        expect: { status: 401, code: 'UNAUTHENTICATED' },
      },
    ],
  }),
  defineCase({
    name: 'register: creates the user, a personal organization where they are Owner and Admin, and a session',
    setup: async () => ({ email: uniqueEmail('new') }),
    steps: [
      {
        send: ({ email }) => ({
          method: 'POST',
          path: '/auth/register',
          body: { email, password: PASSWORD, firstName: 'New', lastName: 'Person' },
        }),
        expect: {
          status: 201,
          schema: AuthSessionSchema,
          check: (body: AuthSessionResponse, { email }) => {
            expect(body.user).toMatchObject({ email, firstName: 'New', lastName: 'Person', fullName: 'New Person' });
            expect(body.user.isOnboardingComplete).toBe(false);
            expect(body.organization).toMatchObject({ name: personalOrganizationName('New', 'Person'), plan: 'Free' });
            expect(body.user.roles).toEqual([expect.objectContaining({ roleType: 'Admin', category: 'Application' })]);
          },
        },
      },
      {
        send: (_, [registered]) => ({ method: 'GET', path: '/organizations/user', token: (registered?.body as AuthSessionResponse).accessToken }),
        expect: {
          status: 200,
          schema: UserOrganizationSchema.array(),
          check: (body: UserOrganization[]) => {
            expect(body).toHaveLength(1);
            expect(body[0]).toMatchObject({ membershipType: 'Owner', roles: [expect.objectContaining({ roleType: 'Admin' })] });
          },
        },
      },
      {
        send: (_, [registered]) => ({ method: 'GET', path: '/auth/me', token: (registered?.body as AuthSessionResponse).accessToken }),
        expect: {
          status: 200,
          schema: MeSchema,
          check: (body: MeResponse) => expect(body.permissions).toEqual(adminPermissions),
        },
      },
    ],
  }),
  defineCase({
    name: 'register: names the organization after `organizationName` when given',
    setup: async () => ({ email: uniqueEmail('named') }),
    steps: [
      {
        send: ({ email }) => ({
          method: 'POST',
          path: '/auth/register',
          body: { email, password: PASSWORD, firstName: 'Ada', lastName: '', organizationName: 'Analytical Engines' },
        }),
        expect: {
          status: 201,
          schema: AuthSessionSchema,
          check: (body: AuthSessionResponse) => expect(body.organization?.name).toBe('Analytical Engines'),
        },
      },
    ],
  }),
  defineCase({
    name: 'register: 409 CONFLICT for an email already taken, in any case',
    setup: (harness) => signUp(harness, 'taken'),
    steps: [
      {
        send: ({ email }) => ({
          method: 'POST',
          path: '/auth/register',
          body: { email: email.toUpperCase(), password: PASSWORD, firstName: 'Other', lastName: 'Person' },
        }),
        expect: { status: 409, code: 'CONFLICT', message: 'An account with this email already exists' },
      },
    ],
  }),
  defineCase({
    name: 'register: 400 VALIDATION_ERROR listing every invalid field',
    setup: async () => ({}),
    steps: [
      {
        send: () => ({ method: 'POST', path: '/auth/register', body: { email: 'not-an-email', password: 'x' } }),
        expect: {
          status: 400,
          code: 'VALIDATION_ERROR',
          message: 'Validation failed',
          check: (body: { details: { field: string }[] }) =>
            expect(body.details.map((issue) => issue.field).sort()).toEqual(['email', 'firstName', 'lastName', 'password']),
        },
      },
    ],
  }),
  defineCase({
    name: 'register: 400 VALIDATION_ERROR naming an unknown field',
    setup: async () => ({ email: uniqueEmail('unknown-field') }),
    steps: [
      {
        send: ({ email }) => ({
          method: 'POST',
          path: '/auth/register',
          body: { email, password: PASSWORD, firstName: 'Ada', lastName: 'L', isAdmin: true },
        }),
        expect: {
          status: 400,
          code: 'VALIDATION_ERROR',
          message: 'Validation failed',
          check: (body: { details: unknown }) => expect(body.details).toEqual([{ field: 'isAdmin', message: 'Unknown field' }]),
        },
      },
    ],
  }),
];
