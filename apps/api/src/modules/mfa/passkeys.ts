import { randomUUID } from 'node:crypto';
import { mfaMessages } from '@okr/contract';
import type { Passkey, PasskeyAssertion, PasskeyRegisterRequest } from '@okr/contract';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { UserRow } from '../../db/Database';
import type { PasskeysTable } from '../../db/mfaTables';
import { AppError, notFound, ruleViolation } from '../../lib/AppError';
import { isUuid } from '../../lib/isUuid';
import { auditActorOf, recordAudit } from '../audit/recordAudit';
import { challengeOf, relyingParty, rememberChallenge, spendChallenge } from './passkeyCeremony';
import { factorsOf, organizationsRequiringMfa, syncMfaEnabled } from './userFactors';

type PasskeyRow = Selectable<PasskeysTable>;

const appUrlOf = (request: FastifyRequest) => request.server.config.appUrl ?? 'http://localhost:3000';

export const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
  transports: row.transports,
});

const refused = (message: string = mfaMessages.passkeyRefused) => new AppError('VALIDATION_ERROR', message, [{ field: 'credential', message }]);

/** POST /auth/passkeys/register/options: a discoverable credential for this user (its handle is the user id). */
export async function passkeyRegistrationOptions(request: FastifyRequest, user: UserRow) {
  const { db } = request.server;
  const existing = await db.selectFrom('passkeys').select(['credential_id', 'transports']).where('user_id', '=', user.id).execute();
  const options = await generateRegistrationOptions({
    rpName: 'OKR',
    rpID: relyingParty(appUrlOf(request)).rpID,
    userName: user.email,
    userDisplayName: `${user.first_name} ${user.last_name}`.trim(),
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: row.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await rememberChallenge(db, 'passkey_register', options.challenge, user.id);
  return { ...options };
}

/** POST /auth/passkeys/register: checks the attestation against our challenge, keeps the public key. */
export async function registerPasskey(request: FastifyRequest, user: UserRow, body: PasskeyRegisterRequest): Promise<Passkey> {
  const { db } = request.server;
  const challenge = challengeOf(body.credential.response.clientDataJSON);
  if (!challenge || !(await spendChallenge(db, 'passkey_register', challenge, user.id))) throw refused(mfaMessages.passkeyChallengeExpired);
  const { rpID, origin } = relyingParty(appUrlOf(request));
  const verification = await verifyRegistrationResponse({
    response: body.credential as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch(() => ({ verified: false as const }));
  if (!verification.verified) throw refused();
  const { credential } = verification.registrationInfo;
  const taken = await db.selectFrom('passkeys').select('id').where('credential_id', '=', credential.id).executeTakeFirst();
  if (taken) throw new AppError('CONFLICT', 'This passkey is already registered');
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('passkeys')
      .values({
        id: randomUUID(),
        user_id: user.id,
        credential_id: credential.id,
        public_key: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: JSON.stringify(credential.transports ?? body.credential.response.transports ?? []),
        name: body.name ?? 'Passkey',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await syncMfaEnabled(trx, user.id);
    await recordAudit(trx, auditActorOf(request), { action: 'auth.passkey_added', organizationId: null, targetType: 'passkey', targetId: row.id, after: { name: row.name } });
    return toPasskey(row);
  });
}

/** A passkey of the user, or 404 (another user's id too). */
async function ownPasskey(request: FastifyRequest, userId: string, id: string): Promise<PasskeyRow> {
  if (!isUuid(id)) throw notFound('Passkey');
  const row = await request.server.db.selectFrom('passkeys').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound('Passkey');
  return row;
}

export async function renamePasskey(request: FastifyRequest, user: UserRow, id: string, name: string): Promise<Passkey> {
  await ownPasskey(request, user.id, id);
  const row = await request.server.db.updateTable('passkeys').set({ name }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  return toPasskey(row);
}

/** DELETE /auth/passkeys/{id}: refused (422) when it is the last factor and an organization requires one. */
export async function removePasskey(request: FastifyRequest, user: UserRow, id: string): Promise<void> {
  const { db } = request.server;
  const row = await ownPasskey(request, user.id, id);
  const factors = await factorsOf(db, user.id);
  if (!factors.totp && factors.passkeys <= 1 && (await organizationsRequiringMfa(db, user.id)).length > 0) throw ruleViolation(mfaMessages.lastFactorRequired);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('passkeys').where('id', '=', row.id).execute();
    if (!(await syncMfaEnabled(trx, user.id))) await trx.deleteFrom('recovery_codes').where('user_id', '=', user.id).execute();
    await recordAudit(trx, auditActorOf(request), { action: 'auth.passkey_removed', organizationId: null, targetType: 'passkey', targetId: row.id, before: { name: row.name } });
  });
}

/** POST /auth/passkeys/login/options: any discoverable credential (or, with a sign-in step's user, theirs). */
export async function passkeyLoginOptions(request: FastifyRequest, userId: string | null) {
  const { db } = request.server;
  const allow = userId ? await db.selectFrom('passkeys').select(['credential_id', 'transports']).where('user_id', '=', userId).execute() : [];
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(appUrlOf(request)).rpID,
    userVerification: 'preferred',
    allowCredentials: allow.map((row) => ({ id: row.credential_id, transports: row.transports })),
  });
  await rememberChallenge(db, 'passkey_login', options.challenge, userId);
  return { ...options };
}

/** The passkey an assertion names (by credential id), or undefined. */
export async function passkeyOfAssertion(request: FastifyRequest, assertion: PasskeyAssertion): Promise<PasskeyRow | undefined> {
  return request.server.db.selectFrom('passkeys').selectAll().where('credential_id', '=', assertion.id).executeTakeFirst();
}

/**
 * Checks an assertion by `passkey` against a live challenge of ours: signature, origin, relying
 * party, user presence, a signature counter that moved on (when the authenticator keeps one).
 * True when it is right; the challenge is spent either way, and the passkey's use is recorded.
 */
export async function passkeyAssertionHolds(request: FastifyRequest, assertion: PasskeyAssertion, passkey: PasskeyRow): Promise<boolean> {
  const { db } = request.server;
  const challenge = challengeOf(assertion.response.clientDataJSON);
  if (!challenge) return false;
  // A challenge made for anyone (discoverable sign-in) or for this passkey's user.
  const spent = (await spendChallenge(db, 'passkey_login', challenge, passkey.user_id)) || (await spendChallenge(db, 'passkey_login', challenge, null));
  if (!spent) return false;
  const { rpID, origin } = relyingParty(appUrlOf(request));
  const result = await verifyAuthenticationResponse({
    response: assertion as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: { id: passkey.credential_id, publicKey: Buffer.from(passkey.public_key, 'base64url'), counter: Number(passkey.counter), transports: passkey.transports as never },
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!result?.verified) return false;
  await db.updateTable('passkeys').set({ counter: result.authenticationInfo.newCounter, last_used_at: new Date() }).where('id', '=', passkey.id).execute();
  return true;
}

