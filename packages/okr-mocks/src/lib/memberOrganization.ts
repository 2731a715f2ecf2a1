import { mfaMessages, ORGANIZATION_HEADER } from '@okr/contract';
import { hasSecondFactor } from '../db/mfa';
import type { MockDb } from '../db/MockDb';
import { currentOrganizationOf, membershipOf } from '../db/organizations';
import type { UserRecord } from '../db/records';
import { fail } from './respond';

/**
 * The organization a request acts in, as the API's guard picks it: the path's, else
 * X-Organization-Id, else the current one (404 when not a member there, 403 without any
 * membership), then the organization's second-factor rule (403 MFA_ENROLLMENT_REQUIRED).
 * No permission flag is checked here (`guardedOrganization` adds it).
 */
export function memberOrganization(request: Request, db: MockDb, user: UserRecord, fromPath?: string): string {
  const wanted = fromPath ?? request.headers.get(ORGANIZATION_HEADER);
  let organizationId: string;
  if (wanted) {
    if (!db.organizations.get(wanted) || !membershipOf(db, user.id, wanted)) fail('NOT_FOUND', 'Organization not found');
    organizationId = wanted;
  } else {
    const current = currentOrganizationOf(db, user);
    if (!current) return fail('FORBIDDEN', 'You are not a member of any organization');
    organizationId = current.id;
  }
  // Like the API: an organization that requires a second factor refuses members without one (SSO sign-ins are not modelled).
  if (db.organizations.get(organizationId)?.requireMfa && !hasSecondFactor(db, user.id)) fail('MFA_ENROLLMENT_REQUIRED', mfaMessages.enrollmentRequired);
  return organizationId;
}
