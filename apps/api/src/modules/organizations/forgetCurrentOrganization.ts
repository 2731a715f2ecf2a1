import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';

/** A member who leaves an organization stops landing in it: their current organization is cleared if it was this one. */
export async function forgetCurrentOrganization(db: Kysely<Database>, userId: string, organizationId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ current_organization_id: null })
    .where('id', '=', userId)
    .where('current_organization_id', '=', organizationId)
    .execute();
}
