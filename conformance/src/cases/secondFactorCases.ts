import { mfaMessages, mfaPolicyPaths } from '@okr/contract';
import type { AuthSessionResponse, MembersWithoutFactor, MfaChallengeResponse, MfaStatus, RecoveryCodesResponse, TotpEnrollment } from '@okr/contract';
import { AuthSessionResponse as AuthSessionSchema, MembersWithoutFactor as MembersWithoutFactorSchema, MfaChallengeResponse as MfaChallengeSchema, MfaStatus as MfaStatusSchema, RecoveryCodesResponse as RecoveryCodesSchema } from '@okr/contract/schemas';
import { expect } from 'vitest';
import { defineCase } from '../ConformanceCase';
import type { Harness } from '../Harness';
import { PASSWORD, signUp } from '../setup/signUp';
import type { Account } from '../setup/signUp';
import { totpCode } from '../setup/totpCode';

// api-contract.md "Second factors": the authenticator app, recovery codes, the sign-in's second
// step and organizations that require a factor. Codes are computed from the secret as a phone does.

async function send(harness: Harness, ...args: Parameters<Harness['send']>) {
  const answer = await harness.send(...args);
  if (answer.status >= 300) throw new Error(`setup: ${args[0].method} ${args[0].path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

interface Enrolled {
  user: Account;
  recoveryCodes: string[];
}

async function enrolled(harness: Harness): Promise<Enrolled> {
  const user = await signUp(harness, 'mfa-user');
  const { secret } = (await send(harness, { method: 'POST', path: '/auth/mfa/totp', token: user.accessToken })) as TotpEnrollment;
  const { recoveryCodes } = (await send(harness, { method: 'POST', path: '/auth/mfa/totp/confirm', token: user.accessToken, body: { code: totpCode(secret) } })) as RecoveryCodesResponse;
  return { user, recoveryCodes };
}

const login = ({ user }: Enrolled) => ({ method: 'POST' as const, path: '/auth/login', body: { email: user.email, password: PASSWORD } });
const mfaTokenOf = (answers: { body: unknown }[]) => (answers.at(-1)!.body as MfaChallengeResponse).mfaToken;

export const secondFactorCases = [
  defineCase<{ user: Account }>({
    name: 'authenticator app: enrolment answers a secret and its otpauth URI; a wrong code is refused naming code; nothing is turned on',
    setup: async (harness) => ({ user: await signUp(harness, 'mfa-wrong') }),
    steps: [
      {
        send: ({ user }) => ({ method: 'POST', path: '/auth/mfa/totp', token: user.accessToken }),
        expect: { status: 200, check: (body: TotpEnrollment) => expect(body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*issuer=OKR/) },
      },
      {
        send: ({ user }) => ({ method: 'POST', path: '/auth/mfa/totp/confirm', token: user.accessToken, body: { code: '000000' } }),
        expect: { status: 400, code: 'VALIDATION_ERROR', check: (body: { details: { field: string }[] }) => expect(body.details.map((d) => d.field)).toEqual(['code']) },
      },
      {
        send: ({ user }) => ({ method: 'GET', path: '/auth/mfa', token: user.accessToken }),
        expect: { status: 200, schema: MfaStatusSchema, check: (body: MfaStatus) => expect(body).toMatchObject({ totpEnabled: false, recoveryCodesRemaining: 0 }) },
      },
    ],
  }),
  defineCase<Enrolled>({
    name: 'sign-in with a second factor: mfaRequired and no tokens, then a recovery code answers the session once; the token is single use',
    setup: enrolled,
    steps: [
      {
        send: login,
        expect: { status: 200, schema: MfaChallengeSchema, check: (body: MfaChallengeResponse) => expect(body.methods).toEqual(['totp', 'recovery_code']) },
      },
      {
        send: (_world, answers) => ({ method: 'POST', path: '/auth/mfa/verify', body: { mfaToken: mfaTokenOf(answers), recoveryCode: 'wrong-code1' } }),
        expect: { status: 400, code: 'VALIDATION_ERROR' },
      },
      {
        send: ({ recoveryCodes }, answers) => ({ method: 'POST', path: '/auth/mfa/verify', body: { mfaToken: mfaTokenOf(answers.slice(0, 1)), recoveryCode: recoveryCodes[0] } }),
        expect: { status: 200, schema: AuthSessionSchema, check: (body: AuthSessionResponse, { user }) => expect(body.user.id).toBe(user.userId) },
      },
      {
        send: ({ recoveryCodes }, answers) => ({ method: 'POST', path: '/auth/mfa/verify', body: { mfaToken: mfaTokenOf(answers.slice(0, 1)), recoveryCode: recoveryCodes[1] } }),
        expect: { status: 401, code: 'UNAUTHENTICATED', message: mfaMessages.mfaTokenInvalid },
      },
      { send: login, expect: { status: 200, schema: MfaChallengeSchema } },
      {
        send: ({ recoveryCodes }, answers) => ({ method: 'POST', path: '/auth/mfa/verify', body: { mfaToken: mfaTokenOf(answers), recoveryCode: recoveryCodes[0] } }),
        expect: { status: 400, code: 'VALIDATION_ERROR' },
      },
    ],
  }),
  defineCase<Enrolled>({
    name: 'recovery codes: a new set with the password; a wrong password is refused naming it',
    setup: enrolled,
    steps: [
      {
        send: ({ user }) => ({ method: 'POST', path: '/auth/mfa/recovery-codes', token: user.accessToken, body: { password: 'not the password' } }),
        expect: { status: 400, code: 'VALIDATION_ERROR' },
      },
      {
        send: ({ user }) => ({ method: 'POST', path: '/auth/mfa/recovery-codes', token: user.accessToken, body: { password: PASSWORD } }),
        expect: { status: 200, schema: RecoveryCodesSchema, check: (body: RecoveryCodesResponse, { recoveryCodes }) => expect(body.recoveryCodes).not.toContain(recoveryCodes[0]) },
      },
    ],
  }),
  defineCase<{ user: Account }>({
    name: 'requireMfa: refused on the Free plan (402)',
    setup: async (harness) => ({ user: await signUp(harness, 'mfa-free') }),
    steps: [
      {
        send: ({ user }) => ({ method: 'PATCH', path: `/organizations/${user.organizationId}`, token: user.accessToken, body: { requireMfa: true } }),
        expect: { status: 402, code: 'PLAN_LIMIT_REACHED', message: mfaMessages.requireMfaPlan },
      },
    ],
  }),
  defineCase<{ owner: Account; member: Account; enrolledMember: Account }>({
    name: 'members without a second factor: the active members with none, oldest first, for settings:read only; enrolling takes one off',
    setup: async (harness) => {
      const owner = await signUp(harness, 'mfa-list-owner');
      const member = await signUp(harness, 'mfa-list-member');
      const enrolledMember = await signUp(harness, 'mfa-list-enrolled');
      await harness.joinOrganization({ organizationId: owner.organizationId, userId: member.userId, roleType: 'Editor' });
      await harness.joinOrganization({ organizationId: owner.organizationId, userId: enrolledMember.userId, roleType: 'Viewer' });
      const { secret } = (await send(harness, { method: 'POST', path: '/auth/mfa/totp', token: enrolledMember.accessToken })) as TotpEnrollment;
      await send(harness, { method: 'POST', path: '/auth/mfa/totp/confirm', token: enrolledMember.accessToken, body: { code: totpCode(secret) } });
      return { owner, member, enrolledMember };
    },
    steps: [
      {
        send: ({ owner }) => ({ method: 'GET', path: mfaPolicyPaths.membersWithoutFactor(owner.organizationId), token: owner.accessToken }),
        expect: {
          status: 200,
          schema: MembersWithoutFactorSchema,
          check: (body: MembersWithoutFactor, { owner, member }) =>
            expect(body).toEqual([
              { id: owner.userId, firstName: owner.firstName, lastName: owner.lastName, email: owner.email },
              { id: member.userId, firstName: member.firstName, lastName: member.lastName, email: member.email },
            ]),
        },
      },
      {
        send: ({ owner, member }) => ({ method: 'GET', path: mfaPolicyPaths.membersWithoutFactor(owner.organizationId), token: member.accessToken }),
        expect: { status: 403, code: 'FORBIDDEN' },
      },
    ],
  }),
  defineCase({
    name: 'mfa verify: an unknown mfaToken answers 401',
    setup: async () => ({}),
    steps: [
      {
        send: () => ({ method: 'POST', path: '/auth/mfa/verify', body: { mfaToken: 'not-a-token', recoveryCode: 'abcde-fghij' } }),
        expect: { status: 401, code: 'UNAUTHENTICATED', message: mfaMessages.mfaTokenInvalid },
      },
    ],
  }),
];
