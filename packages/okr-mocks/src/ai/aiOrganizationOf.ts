import { ORGANIZATION_HEADER } from '@okr/contract';
import type { MockDb } from '../db/MockDb';
import { currentOrganizationOf, membershipOf } from '../db/organizations';
import type { UserRecord } from '../db/records';
import { hasPermission } from '../db/roles';
import { fail } from '../lib/routeKit';

/** The organization of the request, as the API's assistant calls resolve it (every active member). */
export function aiOrganizationOf(request: Request, db: MockDb, user: UserRecord): string {
  const wanted = request.headers.get(ORGANIZATION_HEADER);
  if (wanted) {
    if (!db.organizations.get(wanted) || !membershipOf(db, user.id, wanted)) fail('NOT_FOUND', 'Organization not found');
    return wanted;
  }
  const current = currentOrganizationOf(db, user);
  if (!current) return fail('NOT_FOUND', 'Organization not found');
  return current.id;
}

/** Uploading and deleting documents takes `organizations.update`. */
export function requireDocumentsUpdate(db: MockDb, user: UserRecord, organizationId: string): void {
  if (!hasPermission(db, user.id, organizationId, 'organizations', 'canUpdate')) {
    fail('FORBIDDEN', 'Missing permission organizations.update');
  }
}
