import { apiPaths, mfaMessages } from '@okr/contract';
import {
  AuthSessionResponse,
  IdParams,
  Passkey,
  PasskeyList,
  PasskeyLoginOptionsRequest,
  PasskeyLoginRequest,
  PasskeyOptions,
  PasskeyRegisterRequest,
  RenamePasskeyRequest,
} from '@okr/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthenticated } from '../../lib/AppError';
import { errorResponses } from '../../lib/errorResponses';
import { authOf } from '../../plugins/authenticate';
import { reserveSignInAttempt } from '../auth/signInLimits';
import { signInLimitsOf } from '../auth/signInLimitsConfig';
import { findUserById } from '../users/userRepository';
import { findMfaChallenge } from './mfaChallenge';
import { wrongCode } from './mfaErrors';
import {
  passkeyAssertionHolds,
  passkeyLoginOptions,
  passkeyOfAssertion,
  passkeyRegistrationOptions,
  registerPasskey,
  removePasskey,
  renamePasskey,
  toPasskey,
} from './passkeys';
import { signedInAnswer } from './signedInAnswer';

const paths = apiPaths.auth;
const signedIn = { guard: 'signedIn' } as const;
const byId = '/auth/passkeys/:id';
// Payload-less calls arrive with no body at all, or an empty one parsed as null.
const optionalLoginOptions = PasskeyLoginOptionsRequest.nullish();

/** Passkeys (WebAuthn, @simplewebauthn-compatible JSON): add, name, remove, and sign in without a password, under /api. */
export const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const limits = signInLimitsOf(config);

  app.post(
    paths.passkeyRegisterOptions,
    { config: signedIn, schema: { summary: 'Options for startRegistration(): a discoverable credential for the caller', response: { 200: PasskeyOptions } } },
    async (request) => passkeyRegistrationOptions(request, authOf(request).user),
  );

  app.post(
    paths.passkeyRegister,
    {
      config: signedIn,
      schema: {
        summary: "Register the passkey startRegistration() answered; `name` labels it",
        description: 'The challenge must be one of ours for the caller, unused, at most 5 minutes old (else 400 naming `credential`); 409 for a passkey already registered. Audit `auth.passkey_added`.',
        body: PasskeyRegisterRequest,
        response: { 201: Passkey, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const passkey = await registerPasskey(request, authOf(request).user, request.body);
      reply.code(201);
      return passkey;
    },
  );

  app.get(
    paths.passkeys,
    { config: signedIn, schema: { summary: "The caller's passkeys (never a key)", response: { 200: PasskeyList } } },
    async (request) => {
      const rows = await db.selectFrom('passkeys').selectAll().where('user_id', '=', authOf(request).user.id).orderBy('created_at').orderBy('id').execute();
      return rows.map(toPasskey);
    },
  );

  app.patch(
    byId,
    {
      config: signedIn,
      schema: { summary: 'Rename a passkey', params: IdParams, body: RenamePasskeyRequest, response: { 200: Passkey, ...errorResponses(404) } },
    },
    async (request) => renamePasskey(request, authOf(request).user, request.params.id, request.body.name),
  );

  app.delete(
    byId,
    {
      config: signedIn,
      schema: {
        summary: 'Remove a passkey',
        description: '422 when it is the last second factor and an organization of the user requires one. Audit `auth.passkey_removed`.',
        params: IdParams,
        response: { 204: z.null().describe('Removed'), ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      await removePasskey(request, authOf(request).user, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    paths.passkeyLoginOptions,
    {
      config: { guard: 'public' },
      schema: {
        summary: 'Options for startAuthentication(): any discoverable passkey, or with `mfaToken` the passkeys of that sign-in step',
        body: optionalLoginOptions,
        response: { 200: PasskeyOptions, ...errorResponses(401) },
      },
    },
    async (request) => {
      const mfaToken = request.body?.mfaToken;
      if (mfaToken === undefined) return passkeyLoginOptions(request, null);
      const step = await findMfaChallenge(db, mfaToken);
      if (!step?.user_id) throw unauthenticated(mfaMessages.mfaTokenInvalid);
      return passkeyLoginOptions(request, step.user_id);
    },
  );

  app.post(
    paths.passkeyLogin,
    {
      config: { guard: 'public' },
      schema: {
        summary: 'Sign in with a passkey and no password (a discoverable credential); answers like login',
        description:
          'The passkey is both factors: no `mfaRequired` step follows. A passkey we do not know, a challenge not ours, used or older than 5 minutes, or a signature that does not hold answers 400 naming `passkey` ' +
          'and counts as a failed sign-in (429 with Retry-After while the account or address must wait).',
        body: PasskeyLoginRequest,
        response: { 200: AuthSessionResponse, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const { credential } = request.body;
      const passkey = await passkeyOfAssertion(request, credential);
      const user = passkey ? await findUserById(db, passkey.user_id) : undefined;
      const attempt = { account: user?.email ?? null, ip: request.ip };
      // Counted as a failure (the refusals below) until the assertion holds.
      const reservation = await reserveSignInAttempt(db, limits, attempt);
      if (!passkey || !user || !(await passkeyAssertionHolds(request, credential, passkey))) throw wrongCode('passkey');
      if (!user.is_active) throw unauthenticated('This account has been deactivated');
      await reservation.succeeded();
      return signedInAnswer(request, reply, user, { method: 'passkey' });
    },
  );
};
