import { AuthSessionResponse } from '@okr/contract/schemas';
import { recordAudit } from '../db/audit';
import type { MockDb } from '../db/MockDb';
import type { UserRecord } from '../db/records';
import { currentOrganizationOf } from '../db/organizations';
import { issueSession } from '../db/sessions';
import type { IssueSessionOptions } from '../db/sessions';
import { toUser } from '../db/users';
import { respond } from '../lib/routeKit';

/**
 * The answer of a sign-in whose last factor held (the password alone, or a second factor): a new
 * session, `auth.login` audited, and the user with their current organization, like the API.
 */
export function signedInAnswer(db: MockDb, user: UserRecord, request: Request, method?: IssueSessionOptions['method']) {
  const organization = currentOrganizationOf(db, user);
  const session = issueSession(db, user.id, { userAgent: request.headers.get('User-Agent'), ...(method ? { method } : {}) });
  recordAudit(db, { action: 'auth.login', actorId: user.id, organizationId: null, targetType: 'session', targetId: session.familyId });
  return respond(AuthSessionResponse, {
    user: toUser(db, user, organization?.id ?? null),
    organization,
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
  });
}
