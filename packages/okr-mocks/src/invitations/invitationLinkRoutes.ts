import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { AcceptInvitationResponse, PublicInvitation } from '@okr/contract/schemas';
import { toPublicInvitation } from '../db/invitations';
import { permissionsIn, rolesInOrganization } from '../db/roles';
import { joinByInvitation, usableInvitation } from '../lib/joinByInvitation';
import { apiUrl, callerResolver, respond } from '../lib/routeKit';
import type { DbSource } from '../lib/DbSource';

const byToken = apiUrl('/invitations/:token');

/** What an invitation link opens: the public view and accepting it (signed in). */
export function invitationLinkRoutes(source: DbSource) {
  const caller = callerResolver(source);

  const view = http.get(byToken, ({ params }) => {
    const db = source();
    return respond(PublicInvitation, toPublicInvitation(db, usableInvitation(db, String(params.token))));
  });

  const accept = http.post(apiUrl('/invitations/:token/accept'), ({ request, params }) => {
    const { db, user } = caller(request);
    const invitation = usableInvitation(db, String(params.token));
    joinByInvitation(db, invitation, user);
    const organizationId = invitation.organizationId;
    return respond(AcceptInvitationResponse, {
      organization: db.organizations.get(organizationId)!,
      userRoles: rolesInOrganization(db, user.id, organizationId),
      permissions: permissionsIn(db, user.id, organizationId),
    });
  });

  return { view, accept } satisfies Record<string, HttpHandler>;
}
