import { personalOrganizationName } from '@okr/contract';
import type { EmailLanguage, RegisterRequest } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database, OrganizationRow, UserRow } from '../../db/Database';
import { conflict } from '../../lib/AppError';
import type { AuditActor } from '../audit/recordAudit';
import { joinByInvitation } from '../invitations/joinByInvitation';
import { resolveInvitationLink } from '../invitations/resolveInvitationLink';
import { sentToSomeoneElse } from '../invitations/invitationErrors';
import { createOrganization } from '../organizations/createOrganization';
import { findOrganization } from '../organizations/organizationQueries';
import { findUserByEmail, insertUser, setCurrentOrganization } from '../users/userRepository';
import { queueVerificationEmail } from './emailAddress';
import { hashPassword } from './passwords';

/**
 * Creates the user, all or nothing. Without an invitation: with their organization (named after
 * them unless `organizationName` is given), where they are Owner and Admin. With `invitationToken`
 * (api-contract.md "Invitations"): the email must be the invited one, and the user joins that
 * organization only, the invitation accepted in the same transaction. Either way the organization
 * becomes their current one. Without an invitation the address is not proven yet: a link to verify
 * it (`{appUrl}/verify-email/{token}`) is queued in the same transaction.
 */
export async function registerUser(
  db: Kysely<Database>,
  input: RegisterRequest,
  actor: AuditActor,
  language: EmailLanguage = 'en',
  appUrl = 'http://localhost:3000',
): Promise<{ user: UserRow; organization: OrganizationRow }> {
  const { invitationToken } = input;
  if (invitationToken !== undefined) {
    // Checked before the slow password hash: a wrong link or address answers at once.
    const { invitation } = await resolveInvitationLink(db, invitationToken);
    if (invitation.email !== input.email.toLowerCase()) throw sentToSomeoneElse(invitation.email);
  }
  if (await findUserByEmail(db, input.email)) throw conflict('An account with this email already exists');
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const user = await insertUser(trx, {
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      language,
      // The invitation link reached this address: it is proven. Otherwise a link is sent to it.
      emailVerified: invitationToken !== undefined,
    });
    if (invitationToken !== undefined) {
      const organizationId = await joinByInvitation(trx, invitationToken, user, actor);
      const organization = await findOrganization(trx, organizationId);
      if (!organization) throw new Error('registerUser: the invited organization vanished inside the transaction');
      // joinByInvitation completed the onboarding too: answer the row as it now is.
      return { user: { ...user, current_organization_id: organizationId, is_onboarding_complete: true }, organization };
    }
    const { organization } = await createOrganization(trx, {
      name: input.organizationName ?? personalOrganizationName(input.firstName, input.lastName),
      ownerId: user.id,
    });
    await setCurrentOrganization(trx, user.id, organization.id);
    await queueVerificationEmail(trx, user, { language, appUrl });
    return { user: { ...user, current_organization_id: organization.id }, organization };
  });
}
