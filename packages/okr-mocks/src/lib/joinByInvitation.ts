import { InvitationTokenParams } from '@okr/contract/schemas';
import type { MockDb } from '../db/MockDb';
import { recordAudit } from '../db/audit';
import { checkInvitationLink, invitationMessages } from '../db/invitations';
import { notifyOfAcceptedInvitation } from '../db/notifications';
import { addMember } from '../db/organizations';
import type { InvitationRecord, UserRecord } from '../db/records';
import { fail } from './respond';

// Shared by the invitation link's routes and register with `invitationToken` (auth).

/** The invitation a link names, still usable; else the API's 404 or 410 (with `details.reason`). */
export function usableInvitation(db: MockDb, token: string): InvitationRecord {
  const parsed = InvitationTokenParams.safeParse({ token });
  if (!parsed.success) fail('VALIDATION_ERROR', 'Validation failed', [{ field: 'token', message: parsed.error.issues[0]?.message ?? 'Invalid' }]);
  const check = checkInvitationLink(db, token);
  if (check.ok) return check.invitation;
  if (check.reason === 'unknown') return fail('NOT_FOUND', invitationMessages.unknownLink);
  return fail('GONE', invitationMessages.gone[check.reason], { reason: check.reason });
}

/**
 * Accepts for `user` (whose email must be the invited one): the membership with the role, the
 * organization made current, the onboarding complete, the invitation accepted, the audit entry,
 * the inviter told — as the API's one transaction.
 */
export function joinByInvitation(db: MockDb, invitation: InvitationRecord, user: UserRecord): void {
  if (user.email.toLowerCase() !== invitation.email) fail('FORBIDDEN', invitationMessages.sentToSomeoneElse(invitation.email));
  const { organizationId } = invitation;
  if (db.memberships.find((row) => row.organizationId === organizationId && row.userId === user.id)) {
    fail('CONFLICT', invitationMessages.alreadyMember(invitation.email));
  }
  addMember(db, { organizationId, userId: user.id, membershipType: 'Member', roleType: invitation.roleType });
  db.invitations.update(invitation.id, { status: 'accepted', acceptedAt: db.now() });
  // Like the API: an invited member joins a ready organization, so the onboarding is complete.
  db.users.update(user.id, { lastOrganizationId: organizationId, isOnboardingComplete: true });
  recordAudit(db, {
    action: 'invitation.accepted',
    actorId: user.id,
    organizationId,
    targetType: 'invitation',
    targetId: invitation.id,
    after: { email: invitation.email, roleType: invitation.roleType, userId: user.id },
  });
  notifyOfAcceptedInvitation(db, invitation, user.id);
}

