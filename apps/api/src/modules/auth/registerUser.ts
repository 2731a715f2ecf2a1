import { personalOrganizationName } from '@okr/contract';
import type { RegisterRequest } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database, OrganizationRow, UserRow } from '../../db/Database';
import { conflict } from '../../lib/AppError';
import { createOrganization } from '../organizations/createOrganization';
import { findUserByEmail, insertUser, setCurrentOrganization } from '../users/userRepository';
import { hashPassword } from './passwords';

/**
 * Creates the user with their organization (named after them unless `organizationName` is given),
 * where they are Owner and Admin and which becomes their current one; all or nothing.
 */
export async function registerUser(
  db: Kysely<Database>,
  input: RegisterRequest,
): Promise<{ user: UserRow; organization: OrganizationRow }> {
  if (await findUserByEmail(db, input.email)) throw conflict('An account with this email already exists');
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const user = await insertUser(trx, {
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
    });
    const { organization } = await createOrganization(trx, {
      name: input.organizationName ?? personalOrganizationName(input.firstName, input.lastName),
      ownerId: user.id,
    });
    await setCurrentOrganization(trx, user.id, organization.id);
    return { user: { ...user, current_organization_id: organization.id }, organization };
  });
}
