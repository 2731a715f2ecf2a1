import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';

const secretName = 'jwt_secret';

/**
 * The access-token secret: JWT_SECRET when configured, else one generated on first start and kept
 * in the database, so restarts (and every process on the same database) accept the same tokens.
 */
export async function resolveJwtSecret(db: Kysely<Database>, configured: string | null): Promise<string> {
  if (configured) return configured;
  // Insert-if-absent then read: when two processes start together, both read the winner's secret.
  await db
    .insertInto('app_secrets')
    .values({ name: secretName, value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', secretName)
    .executeTakeFirstOrThrow();
  return row.value;
}
