import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { scoped } from '../../db/scoped';
import { recordAudit } from '../audit/recordAudit';
import type { AuditActor } from '../audit/recordAudit';
import { addMember } from '../organizations/memberships';
import { listMembers } from '../settings/memberService';
import { SSO_ONLY_PASSWORD_HASH } from '../sso/provisionSsoUser';
import { findUserByEmail, insertUser } from '../users/userRepository';
import { recordWebhookEvent } from '../webhooks/recordWebhookEvent';
import { ScimError } from './ScimError';
import { scimDefaultRoleId } from './syncScimRoles';
import { userNameTaken } from './scimUserRows';
import type { ScimUserState } from './scimUserState';

/**
 * POST /scim/v2/Users, in one transaction: the account (created with no password when the email
 * is new: the person signs in by SSO or sets one by the reset link), the membership with the
 * default role (or the existing one, reactivated when `active`), and the SCIM record. Returns the
 * user's id. 409 `uniqueness` when the userName or the person is already provisioned here.
 */
export async function provisionScimUser(db: Kysely<Database>, organizationId: string, state: ScimUserState, actor: AuditActor): Promise<string> {
  return db.transaction().execute(async (trx) => {
    if (await userNameTaken(trx, organizationId, state.userName)) throw new ScimError(409, 'A user with this userName is already provisioned', 'uniqueness');
    const existing = await findUserByEmail(trx, state.email);
    if (existing && !existing.is_active) throw new ScimError(409, 'This account was deactivated by the operator of the service', 'uniqueness');
    if (existing) {
      const linked = await scoped(trx, organizationId).selectFrom('scim_users').select('user_id').where('user_id', '=', existing.id).executeTakeFirst();
      if (linked) throw new ScimError(409, 'A user with this email is already provisioned', 'uniqueness');
    }
    const user = existing ?? (await insertUser(trx, { email: state.email, passwordHash: SSO_ONLY_PASSWORD_HASH, firstName: state.givenName, lastName: state.familyName, isOnboardingComplete: true }));
    const membership = await scoped(trx, organizationId)
      .selectFrom('organization_members')
      .select(['is_active', 'membership_type'])
      .where('user_id', '=', user.id)
      .forUpdate()
      .executeTakeFirst();
    if (membership?.membership_type === 'Owner' && !state.active) throw new ScimError(409, 'The owner of the organization is never deprovisioned', 'mutability');
    if (!membership) {
      await addMember(trx, { organizationId, userId: user.id, membershipType: 'Member', roleIds: [await scimDefaultRoleId(trx, organizationId)] });
    }
    if (!membership || membership.is_active !== state.active) {
      await scoped(trx, organizationId).updateTable('organization_members').set({ is_active: state.active }).where('user_id', '=', user.id).execute();
    }
    await scoped(trx, organizationId)
      .insertInto('scim_users', [{ user_id: user.id, user_name: state.userName, external_id: state.externalId }])
      .execute();
    await recordAudit(trx, actor, {
      action: 'scim.user_provisioned',
      organizationId,
      targetType: 'user',
      targetId: user.id,
      after: { userName: state.userName, email: state.email, externalId: state.externalId, active: state.active, createdAccount: !existing, joined: !membership },
    });
    if (!membership && state.active) {
      await recordWebhookEvent(trx, organizationId, 'member.added', (await listMembers(trx, organizationId, user.id))[0]);
    }
    return user.id;
  });
}
