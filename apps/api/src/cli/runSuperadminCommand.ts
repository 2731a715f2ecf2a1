import { loadConfig } from '../config';
import { openDatabase } from '../db/openDatabase';
import { createOrPromoteSuperAdmin } from '../modules/users/createOrPromoteSuperAdmin';
import { parseSuperadminArgs } from './parseSuperadminArgs';

type Env = Record<string, string | undefined>;

/**
 * `OKR_SUPERADMIN_PASSWORD=… superadmin --email …`: creates or promotes a super administrator in the database the
 * server uses (DATABASE_URL or OKR_DATA_DIR), migrating it first. Returns the line to print.
 */
export async function runSuperadminCommand(argv: string[], env: Env = process.env): Promise<string> {
  const input = parseSuperadminArgs(argv, env);
  const database = await openDatabase(loadConfig(env), 'superadmin command');
  try {
    const { user, created } = await createOrPromoteSuperAdmin(database.db, input);
    return created
      ? `Created super administrator ${user.email}`
      : `Promoted existing user ${user.email} to super administrator (password unchanged)`;
  } finally {
    await database.close();
  }
}
