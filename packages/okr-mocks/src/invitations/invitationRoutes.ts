import { http } from 'msw';
import type { HttpHandler } from 'msw';
import type { EmailLanguage } from '@okr/contract';
import { CreateInvitationRequest, Invitation, InvitationListQuery } from '@okr/contract/schemas';
import type { MockDb } from '../db/MockDb';
import { recordAudit } from '../db/audit';
import { createInvitation, invitationMessages, invitationStatusOf, resendInvitation, resendWaitSeconds, toInvitation } from '../db/invitations';
import type { InvitationRecord } from '../db/records';
import { fullNameOf } from '../db/users';
import { apiUrl, callerResolver, fail, guardedCaller, noContent, rateLimited, readBody, readQuery, respond, respondPage } from '../lib/routeKit';
import type { DbSource } from '../lib/DbSource';

export const invitationsPath = apiUrl('/organizations/:id/invitations');
const onePath = apiUrl('/organizations/:id/invitations/:invitationId');

/** The email's language: the inviter's browser's, like the API reads `Accept-Language`. */
const languageOf = (request: Request): EmailLanguage =>
  (request.headers.get('Accept-Language') ?? '').trim().toLowerCase().startsWith('es') ? 'es' : 'en';

/** The organization's invitations, newest first (by `?status=`; `expired` is computed). */
export function invitationsOf(db: MockDb, organizationId: string, status: InvitationListQuery['status']) {
  return db.invitations
    .filter((row) => row.organizationId === organizationId)
    .reverse()
    .map((row) => toInvitation(db, row))
    .filter((row) => status === 'all' || row.status === status);
}

function findInvitation(db: MockDb, organizationId: string, id: string): InvitationRecord {
  const row = db.invitations.get(id);
  if (!row || row.organizationId !== organizationId) return fail('NOT_FOUND', 'Invitation not found');
  return row;
}

/** The organization's invitation calls of api-contract.md "Invitations" (people only, like the API). */
export function invitationRoutes(source: DbSource) {
  const guarded = guardedCaller(callerResolver(source));

  const list = http.get(invitationsPath, ({ request, params }) => {
    const { db, organizationId } = guarded(request, 'users', 'read', String(params.id));
    const query = readQuery(request, InvitationListQuery);
    return respondPage(request, Invitation, invitationsOf(db, organizationId, query.status), query.limit, query.cursor);
  });

  const create = http.post(invitationsPath, async ({ request, params }) => {
    const { db, user, organizationId } = guarded(request, 'users', 'create', String(params.id));
    const { email, roleType } = await readBody(request, CreateInvitationRequest);
    if (roleType === 'SuperAdmin') fail('RULE_VIOLATION', invitationMessages.superAdmin);
    const member = db.memberships.find((row) => row.organizationId === organizationId && db.users.get(row.userId)?.email === email);
    if (member) fail('CONFLICT', invitationMessages.alreadyMember(email));
    const pending = db.invitations.find((row) => row.organizationId === organizationId && row.email === email && row.status === 'pending');
    if (pending && invitationStatusOf(db, pending) === 'pending') fail('CONFLICT', invitationMessages.alreadyPending(email));
    // An expired one gives its place to the new one, and says so from now on.
    if (pending) db.invitations.update(pending.id, { status: 'expired' });
    const { invitation } = createInvitation(db, {
      organizationId,
      email,
      roleType,
      invitedBy: { id: user.id, fullName: fullNameOf(user) },
      language: languageOf(request),
    });
    recordAudit(db, { action: 'invitation.created', actorId: user.id, organizationId, targetType: 'invitation', targetId: invitation.id, after: { email, roleType } });
    return respond(Invitation, toInvitation(db, invitation), 201);
  });

  const resend = http.post(`${onePath}/resend`, ({ request, params }) => {
    const { db, user, organizationId } = guarded(request, 'users', 'create', String(params.id));
    const invitation = findInvitation(db, organizationId, String(params.invitationId));
    if (invitation.status === 'accepted') fail('CONFLICT', invitationMessages.accepted);
    if (invitation.status === 'revoked') fail('CONFLICT', invitationMessages.revoked);
    const wait = resendWaitSeconds(db, invitation);
    if (wait > 0) throw rateLimited(invitationMessages.sentTooRecently, wait);
    const clash = db.invitations.find(
      (row) => row.id !== invitation.id && row.organizationId === organizationId && row.email === invitation.email && row.status === 'pending',
    );
    if (clash) fail('CONFLICT', invitationMessages.alreadyPending(invitation.email));
    const updated = resendInvitation(db, invitation, languageOf(request));
    recordAudit(db, { action: 'invitation.resent', actorId: user.id, organizationId, targetType: 'invitation', targetId: invitation.id, after: { email: invitation.email } });
    return respond(Invitation, toInvitation(db, updated));
  });

  const revoke = http.delete(onePath, ({ request, params }) => {
    const { db, user, organizationId } = guarded(request, 'users', 'delete', String(params.id));
    const invitation = findInvitation(db, organizationId, String(params.invitationId));
    if (invitation.status === 'accepted') fail('CONFLICT', invitationMessages.accepted);
    if (invitation.status === 'revoked') return noContent();
    db.invitations.update(invitation.id, { status: 'revoked' });
    recordAudit(db, {
      action: 'invitation.revoked',
      actorId: user.id,
      organizationId,
      targetType: 'invitation',
      targetId: invitation.id,
      before: { email: invitation.email, roleType: invitation.roleType },
    });
    return noContent();
  });

  return { list, create, resend, revoke } satisfies Record<string, HttpHandler>;
}
