import { membersHref } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { notFound } from '../../lib/AppError';
import { isUniqueViolation } from '../../lib/isUniqueViolation';
import { scoped } from '../../db/scoped';
import { recordAudit } from '../audit/recordAudit';
import type { AuditActor } from '../audit/recordAudit';
import { addMember } from '../organizations/memberships';
import { listMembers } from '../settings/memberService';
import { writeNotifications } from '../notifications/writeNotifications';
import { recordWebhookEvent } from '../webhooks/recordWebhookEvent';
import { toInvitation } from './toInvitation';
import { completeOnboarding, setCurrentOrganization } from '../users/userRepository';
import { alreadyMember, sentToSomeoneElse } from './invitationErrors';
import { resolveInvitationLink } from './resolveInvitationLink';

/**
 * Accepts the invitation of `token` for `user`, inside the caller's transaction: the membership
 * with the invited role, the organization made current, the onboarding complete, the invitation
 * accepted, the audit entry, and the inviter told (`invitation_accepted`, opening the members).
 * The onboarding (product-spec §2, §4) welcomes someone who came alone; an invited member joins an
 * organization that is already set up, and the invitation page already showed them where and as
 * what: without this every link, a notification's too, led them to /app/onboarding instead.
 * The user's email must be the invited one (case-insensitive). Answers the organization joined.
 */
export async function joinByInvitation(
  trx: Kysely<Database>,
  token: string,
  user: { id: string; email: string },
  actor: AuditActor,
): Promise<string> {
  const { invitation, organizationName } = await resolveInvitationLink(trx, token, { lock: true });
  if (user.email.toLowerCase() !== invitation.email) throw sentToSomeoneElse(invitation.email);
  const organizationId = invitation.organization_id;
  const existing = await scoped(trx, organizationId).selectFrom('organization_members').select('id').where('user_id', '=', user.id).executeTakeFirst();
  if (existing) throw alreadyMember(invitation.email);
  const role = await scoped(trx, organizationId)
    .selectFrom('roles')
    .select('id')
    .where('role_type', '=', invitation.role_type)
    .where('category', '=', 'Application')
    .executeTakeFirst();
  if (!role) throw notFound('Role');
  try {
    await addMember(trx, { organizationId, userId: user.id, membershipType: 'Member', roleIds: [role.id] });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyMember(invitation.email);
    throw error;
  }
  await trx
    .updateTable('invitations')
    .set({ status: 'accepted', accepted_at: new Date(), accepted_by: user.id })
    .where('id', '=', invitation.id)
    .execute();
  await setCurrentOrganization(trx, user.id, organizationId);
  await completeOnboarding(trx, user.id);
  await recordAudit(trx, { ...actor, userId: user.id, email: user.email }, {
    action: 'invitation.accepted',
    organizationId,
    targetType: 'invitation',
    targetId: invitation.id,
    after: { email: invitation.email, roleType: invitation.role_type, userId: user.id },
  });
  await recordWebhookEvent(trx, organizationId, 'member.added', (await listMembers(trx, organizationId, user.id))[0]);
  const accepted = await trx.selectFrom('invitations').selectAll().where('id', '=', invitation.id).executeTakeFirstOrThrow();
  await recordWebhookEvent(trx, organizationId, 'invitation.accepted', toInvitation(accepted));
  if (invitation.invited_by) {
    await writeNotifications(trx, [invitation.invited_by], {
      kind: 'invitation_accepted',
      organizationId,
      actorId: user.id,
      title: organizationName,
      href: membersHref(organizationId),
    });
  }
  return organizationId;
}
