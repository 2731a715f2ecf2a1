import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { acceptedTotpStep } from './totp';
import { hashRecoveryCode, newRecoveryCodes } from './recoveryCodes';
import { mfaSecretBox } from './mfaSecretBox';

// The second factors of one user, as rows: shared by enrolment, sign-in and the organization rule.

/** The confirmed authenticator app of a user (its secret unsealed), or undefined. */
export async function confirmedTotp(db: Kysely<Database>, userId: string) {
  const row = await db.selectFrom('user_totp').selectAll().where('user_id', '=', userId).where('confirmed_at', 'is not', null).executeTakeFirst();
  if (!row) return undefined;
  return { secret: (await mfaSecretBox(db)).unseal(row.secret_sealed), lastStep: row.last_step === null ? null : Number(row.last_step) };
}

/**
 * Spends a TOTP code of the user's confirmed app: true when it is right and its time step is newer
 * than the last one accepted. The step is written under that same condition, so two requests
 * racing with one code cannot both pass.
 */
export async function spendTotpCode(db: Kysely<Database>, userId: string, code: string): Promise<boolean> {
  const totp = await confirmedTotp(db, userId);
  if (!totp) return false;
  const step = acceptedTotpStep(totp.secret, code, totp.lastStep);
  if (step === null) return false;
  const spent = await db
    .updateTable('user_totp')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return spent.numUpdatedRows > 0n;
}

/** Spends a recovery code of the user: true once per code. */
export async function spendRecoveryCode(db: Kysely<Database>, userId: string, code: string): Promise<boolean> {
  const spent = await db
    .updateTable('recovery_codes')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashRecoveryCode(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return spent.numUpdatedRows > 0n;
}

/** A new set of recovery codes; the old set is deleted. Answers the codes, in clear, to show once. */
export async function replaceRecoveryCodes(trx: Kysely<Database>, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await trx
    .insertInto('recovery_codes')
    .values(codes.map((code) => ({ id: randomUUID(), user_id: userId, code_hash: hashRecoveryCode(code) })))
    .execute();
  return codes;
}

/** What second factors the user has. */
export async function factorsOf(db: Kysely<Database>, userId: string) {
  const row = await db
    .selectFrom('users as u')
    .select((eb) => [
      eb.exists(eb.selectFrom('user_totp').select('user_id').where('user_id', '=', userId).where('confirmed_at', 'is not', null)).as('totp'),
      eb.selectFrom('passkeys').select((sub) => sub.fn.countAll<string>().as('n')).where('user_id', '=', userId).as('passkeys'),
      eb
        .selectFrom('recovery_codes')
        .select((sub) => sub.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .as('recovery'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  return { totp: Boolean(row.totp), passkeys: Number(row.passkeys ?? 0), recoveryCodes: Number(row.recovery ?? 0) };
}

/**
 * Recomputes `users.mfa_enabled` (what the guard reads) from the factors, in the transaction that
 * changed them. Written only when it changes, so the guard's cached answers stay when nothing did.
 */
export async function syncMfaEnabled(trx: Kysely<Database>, userId: string): Promise<boolean> {
  const { totp, passkeys } = await factorsOf(trx, userId);
  const enabled = totp || passkeys > 0;
  await trx.updateTable('users').set({ mfa_enabled: enabled }).where('id', '=', userId).where('mfa_enabled', '!=', enabled).execute();
  return enabled;
}

/** The organizations of the user (active memberships) that require a second factor. */
export async function organizationsRequiringMfa(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('organization_members as m')
    .innerJoin('organizations as o', 'o.id', 'm.organization_id')
    .select(['o.id', 'o.name'])
    .where('m.user_id', '=', userId)
    .where('m.is_active', '=', true)
    .where('o.require_mfa', '=', true)
    .orderBy('o.name')
    .execute();
}
