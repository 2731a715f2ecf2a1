import { apiPaths, RECOVERY_CODE_COUNT } from '@okr/contract';
import {
  AuthSessionResponse,
  MfaStatus,
  MfaVerifyRequest,
  RecoveryCodesResponse,
  RegenerateRecoveryCodesRequest,
  TotpConfirmRequest,
  TotpEnrollment,
  TotpRemoveRequest,
} from '@okr/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errorResponses';
import { authOf } from '../../plugins/authenticate';
import { confirmTotpEnrolment, regenerateRecoveryCodes, removeTotp, startTotpEnrolment } from './totpEnrolment';
import { verifySecondFactor } from './verifySecondFactor';
import { factorsOf, organizationsRequiringMfa } from './userFactors';

const paths = apiPaths.auth;
const signedIn = { guard: 'signedIn' } as const;
const limitsNote = 'Counts as a sign-in attempt (per account and client address): 429 with Retry-After while they must wait (apps/api/README.md "Sign-in limits").';

/** Second factors: the authenticator app, recovery codes and the sign-in's second step (api-contract.md), under /api. */
export const mfaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    paths.mfa,
    { config: signedIn, schema: { summary: "The caller's second factors (never a secret)", response: { 200: MfaStatus } } },
    async (request) => {
      const { user } = authOf(request);
      const [factors, requiredBy] = await Promise.all([factorsOf(db, user.id), organizationsRequiringMfa(db, user.id)]);
      return { totpEnabled: factors.totp, recoveryCodesRemaining: factors.recoveryCodes, passkeyCount: factors.passkeys, requiredBy };
    },
  );

  app.post(
    paths.mfaTotp,
    {
      config: signedIn,
      schema: {
        summary: 'Start adding an authenticator app: a secret and its otpauth:// URI (draw it as a QR code)',
        description: 'RFC 6238: SHA-1, 6 digits, 30 s, issuer "OKR", labelled with the email. Replaces an enrolment not yet confirmed; 409 while an app is set up.',
        response: { 200: TotpEnrollment, ...errorResponses(409) },
      },
    },
    async (request) => startTotpEnrolment(request, authOf(request).user),
  );

  app.post(
    paths.mfaTotpConfirm,
    {
      config: signedIn,
      schema: {
        summary: `Confirm the authenticator app with a code: answers ${RECOVERY_CODE_COUNT} recovery codes, shown once`,
        description: '400 naming `code` when it is wrong or no enrolment was started; 409 when an app is already set up. Only the hashes of the recovery codes are kept.',
        body: TotpConfirmRequest,
        response: { 200: RecoveryCodesResponse, ...errorResponses(409) },
      },
    },
    async (request) => ({ recoveryCodes: await confirmTotpEnrolment(request, authOf(request).user, request.body.code) }),
  );

  app.delete(
    paths.mfaTotp,
    {
      config: signedIn,
      schema: {
        summary: 'Remove the authenticator app (password and a current code)',
        description: `400 naming \`password\` or \`code\` when wrong (a code is accepted once). 422 while an organization of the user requires a second factor and no passkey is left. ${limitsNote}`,
        body: TotpRemoveRequest,
        response: { 204: z.null().describe('Removed'), ...errorResponses(422, 429) },
      },
    },
    async (request, reply) => {
      await removeTotp(request, authOf(request).user, request.body.password, request.body.code);
      return reply.code(204).send(null);
    },
  );

  app.post(
    paths.mfaRecoveryCodes,
    {
      config: signedIn,
      schema: {
        summary: 'A new set of recovery codes (the old set stops working)',
        description: `400 naming \`password\` when wrong; 422 without a second factor. ${limitsNote}`,
        body: RegenerateRecoveryCodesRequest,
        response: { 200: RecoveryCodesResponse, ...errorResponses(422, 429) },
      },
    },
    async (request) => ({ recoveryCodes: await regenerateRecoveryCodes(request, authOf(request).user, request.body.password) }),
  );

  app.post(
    paths.mfaVerify,
    {
      config: { guard: 'public' },
      schema: {
        summary: 'The second step of a sign-in that answered mfaRequired: a code, a recovery code or a passkey',
        description:
          'Exactly one of `code` (the authenticator app; each code once), `recoveryCode` (each once) or `passkey`. A wrong one answers 400 naming it and counts as a failed sign-in; ' +
          `the \`mfaToken\` (5 minutes) is spent by the first success; an unknown, used or expired one answers 401. ${limitsNote}`,
        body: MfaVerifyRequest,
        response: { 200: AuthSessionResponse, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const { mfaToken, ...answer } = request.body;
      return verifySecondFactor(request, reply, mfaToken, answer);
    },
  );
};
