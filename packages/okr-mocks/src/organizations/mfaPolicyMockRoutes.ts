import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { MembersWithoutFactor } from '@okr/contract/schemas';
import { hasSecondFactor } from '../db/mfa';
import { callerResolver } from '../lib/authenticate';
import type { DbSource } from '../lib/DbSource';
import { guardedOrganization } from '../lib/guardedOrganization';
import { apiUrl, respond } from '../lib/respond';

/** `GET /organizations/{id}/mfa/members-without-factor` as the API answers it (`settings:read`, people only). */
export function mfaPolicyMockRoutes(source: DbSource) {
  const caller = callerResolver(source);

  const membersWithoutFactor = http.get(apiUrl('/organizations/:id/mfa/members-without-factor'), ({ request, params }) => {
    const { db, user } = caller(request);
    const organizationId = guardedOrganization(request, db, user, 'settings', 'read', String(params.id));
    const rows = db.memberships
      .filter((membership) => membership.organizationId === organizationId && membership.isActive)
      .map((membership) => ({ membership, member: db.users.get(membership.userId) }))
      .filter(({ member }) => member?.isActive && !hasSecondFactor(db, member.id))
      .sort((a, b) => a.membership.joinedAt.localeCompare(b.membership.joinedAt) || a.member!.email.localeCompare(b.member!.email))
      .map(({ member }) => ({ id: member!.id, firstName: member!.firstName, lastName: member!.lastName, email: member!.email }));
    return respond(MembersWithoutFactor, rows);
  });

  return { membersWithoutFactor } satisfies Record<string, HttpHandler>;
}
