import { parseArgs } from 'node:util';
import { LoginRequest, RegisterRequest } from '@okr/contract/schemas';
import type { SuperAdminInput } from '../modules/users/createOrPromoteSuperAdmin';

type Env = Record<string, string | undefined>;

/** Where the command reads the password: not the command line, which `ps` and shell history show. */
export const PASSWORD_ENV = 'OKR_SUPERADMIN_PASSWORD';

export const superadminUsage =
  `Usage: ${PASSWORD_ENV}=<password> superadmin --email <email> [--first-name <name>] [--last-name <name>]\n` +
  `  (--password <password> is still accepted but discouraged: it shows in ps and shell history)`;

/**
 * Reads and validates the command line with the same rules as sign-up; the password comes from
 * OKR_SUPERADMIN_PASSWORD, else from --password. Throws a readable Error.
 */
export function parseSuperadminArgs(argv: string[], env: Env = {}): SuperAdminInput {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
    strict: true,
  });
  if (!values.email) throw new Error(`Missing --email\n${superadminUsage}`);
  const fromEnv = env[PASSWORD_ENV];
  const [rawPassword, source] = fromEnv ? [fromEnv, PASSWORD_ENV] : [values.password, '--password'];
  if (!rawPassword) throw new Error(`Missing password: set ${PASSWORD_ENV}\n${superadminUsage}`);
  const email = LoginRequest.shape.email.safeParse(values.email);
  if (!email.success) throw new Error(`Invalid --email: ${email.error.issues[0]?.message ?? 'not an email'}`);
  const password = RegisterRequest.shape.password.safeParse(rawPassword);
  if (!password.success) throw new Error(`Invalid ${source}: ${password.error.issues[0]?.message ?? 'rejected'}`);
  return {
    email: email.data,
    password: password.data,
    firstName: values['first-name']?.trim() || 'Super',
    lastName: values['last-name']?.trim() || 'Admin',
  };
}
