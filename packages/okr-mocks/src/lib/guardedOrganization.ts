import { flagOfAction, missingPermissionMessage } from '@okr/contract';
import type { PermissionAction, PermissionDomain } from '@okr/contract';
import type { MockDb } from '../db/MockDb';
import type { UserRecord } from '../db/records';
import { hasPermission } from '../db/roles';
import { memberOrganization } from './memberOrganization';
import { fail } from './respond';

/**
 * The API's permission guard, before the body is read: the organization asked for
 * (`memberOrganization`: membership, then the second-factor rule), then the flag (403 naming it).
 */
export function guardedOrganization(
  request: Request,
  db: MockDb,
  user: UserRecord,
  domain: PermissionDomain,
  action: PermissionAction,
  fromPath?: string,
): string {
  const organizationId = memberOrganization(request, db, user, fromPath);
  if (!hasPermission(db, user.id, organizationId, domain, flagOfAction[action])) {
    fail('FORBIDDEN', missingPermissionMessage(domain, action));
  }
  return organizationId;
}
