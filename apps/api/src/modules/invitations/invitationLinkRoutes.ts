import { AcceptInvitationResponse, InvitationTokenParams, PublicInvitation } from '@okr/contract/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/AppError';
import { errorResponses } from '../../lib/errorResponses';
import { authOf } from '../../plugins/authenticate';
import { auditActorOf } from '../audit/recordAudit';
import { loadAccess } from '../authorization/loadAccess';
import { findOrganization } from '../organizations/organizationQueries';
import { toOrganization } from '../organizations/toOrganization';
import { joinByInvitation } from './joinByInvitation';
import { resolveInvitationLink, toPublicInvitation } from './resolveInvitationLink';

const gone = '404 for a link never sent; 410 GONE (with `details.reason`: accepted, revoked, expired or replaced) for one no longer valid.';

/** What an invitation link opens (api-contract.md "Invitations"): the public view and accepting it. */
export const invitationLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/invitations/:token',
    {
      config: { guard: 'public' },
      schema: {
        summary: 'What an invitation link shows: organization, invited address, role, inviter, expiry',
        description: gone,
        params: InvitationTokenParams,
        response: { 200: PublicInvitation, ...errorResponses(404, 410) },
      },
    },
    async (request) => toPublicInvitation(await resolveInvitationLink(db, request.params.token)),
  );

  app.post(
    '/invitations/:token/accept',
    {
      config: { guard: 'signedIn' },
      schema: {
        summary: 'Accept an invitation as the signed-in person: join with its role, and make the organization the current one',
        description: `The signed-in email must be the invited one (403 naming it); 409 when already a member. ${gone}`,
        params: InvitationTokenParams,
        response: { 200: AcceptInvitationResponse, ...errorResponses(403, 404, 409, 410) },
      },
    },
    async (request) => {
      const { user, sessionId } = authOf(request);
      const organizationId = await db
        .transaction()
        .execute((trx) => joinByInvitation(trx, request.params.token, user, auditActorOf(request)));
      const [access, organization] = await Promise.all([
        loadAccess(db, { userId: user.id, sessionId, organizationId }),
        findOrganization(db, organizationId),
      ]);
      if (!access?.membership || !organization) throw notFound('Organization');
      return { organization: toOrganization(organization), userRoles: access.roles, permissions: access.permissions };
    },
  );
};
