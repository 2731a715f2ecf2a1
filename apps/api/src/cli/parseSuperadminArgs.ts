import { parseArgs } from 'node:util';
import { LoginRequest, RegisterRequest } from '@okr/contract';
import type { SuperAdminInput } from '../modules/users/createOrPromoteSuperAdmin';

export const superadminUsage =
  'Usage: superadmin --email <email> --password <password> [--first-name <name>] [--last-name <name>]';

/** Reads and validates the command line with the same rules as sign-up. Throws a readable Error. */
export function parseSuperadminArgs(argv: string[]): SuperAdminInput {
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
  if (!values.email || !values.password) throw new Error(superadminUsage);
  const email = LoginRequest.shape.email.safeParse(values.email);
  if (!email.success) throw new Error(`Invalid --email: ${email.error.issues[0]?.message ?? 'not an email'}`);
  const password = RegisterRequest.shape.password.safeParse(values.password);
  if (!password.success) throw new Error(`Invalid --password: ${password.error.issues[0]?.message ?? 'rejected'}`);
  return {
    email: email.data,
    password: password.data,
    firstName: values['first-name']?.trim() || 'Super',
    lastName: values['last-name']?.trim() || 'Admin',
  };
}
