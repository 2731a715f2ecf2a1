import type { PermissionAction } from '@okr/contract';
import { CreateInvitationRequest, IdParams, Invitation, InvitationListQuery, InvitationParams } from '@okr/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errorResponses';
import { idParam } from '../../lib/idParam';
import { authOf } from '../../plugins/authenticate';
import { auditActorOf } from '../audit/recordAudit';
import { permissionGuard } from '../authorization/RouteGuard';
import { emailLanguageOf } from '../email/emailLanguageOf';
import { sendPage } from '../okr/paging';
import { organizationOf } from '../settings/organizationOf';
import { createInvitation, listInvitations, resendInvitation, revokeInvitation } from './invitationService';

const listPath = '/organizations/:id/invitations';
const onePath = '/organizations/:id/invitations/:invitationId';
/** The `users` flag in the organization the path names; people only (a key never invites). */
const users = (action: PermissionAction) => permissionGuard('users', action, idParam, { people: true });

function linkContext(app: FastifyInstance) {
  return { appUrl: app.config.appUrl ?? 'http://localhost:3000', ttlDays: app.config.invitationTtlDays ?? 7 };
}

const languageOf = (request: FastifyRequest) => emailLanguageOf(request.headers['accept-language']);

/** Invitations of an organization (api-contract.md "Invitations"): invite, list, resend, revoke. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    listPath,
    {
      config: users('create'),
      schema: {
        summary: 'Invite an email address with a role (Admin, Editor or Viewer); the email carries a link valid for 7 days',
        description:
          '409 when the address is already a member or already has a pending invitation here; 422 for SuperAdmin. The email is in the language of `Accept-Language` (en or es).',
        params: IdParams,
        body: CreateInvitationRequest,
        response: { 201: Invitation, ...errorResponses(409, 422) },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const invitation = await createInvitation(
        db,
        organizationOf(request),
        { userId: user.id, fullName: `${user.first_name} ${user.last_name}`.trim(), language: languageOf(request) },
        request.body,
        auditActorOf(request),
        linkContext(app),
      );
      app.emailSender.kick();
      return reply.code(201).send(invitation);
    },
  );

  app.get(
    listPath,
    {
      config: users('read'),
      schema: {
        summary: "The organization's invitations, newest first, paged; `?status=pending` (default), accepted, revoked, expired or all",
        params: IdParams,
        querystring: InvitationListQuery,
        response: { 200: z.array(Invitation) },
      },
    },
    async (request, reply) => sendPage(request, reply, await listInvitations(db, organizationOf(request), request.query)),
  );

  app.post(
    `${onePath}/resend`,
    {
      config: users('create'),
      schema: {
        summary: 'Send an invitation again: a new link (the old one answers 410), a new expiry, a new email',
        description: '429 with `Retry-After` within 60 s of the last send; 409 for an accepted or revoked invitation.',
        params: InvitationParams,
        response: { 200: Invitation, ...errorResponses(409, 429) },
      },
    },
    async (request) => {
      const invitation = await resendInvitation(
        db,
        organizationOf(request),
        request.params.invitationId,
        languageOf(request),
        auditActorOf(request),
        linkContext(app),
      );
      app.emailSender.kick();
      return invitation;
    },
  );

  app.delete(
    onePath,
    {
      config: users('delete'),
      schema: {
        summary: 'Revoke an invitation: its link answers 410 from now on',
        params: InvitationParams,
        response: { 204: z.null().describe('Revoked'), ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      await revokeInvitation(db, organizationOf(request), request.params.invitationId, auditActorOf(request));
      return reply.code(204).send(null);
    },
  );
};
