import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { scoped } from '../../db/scoped';
import { changedFields, recordAudit } from '../audit/recordAudit';
import type { AuditActor } from '../audit/recordAudit';
import { forgetCurrentOrganization } from '../organizations/forgetCurrentOrganization';
import { addMember } from '../organizations/memberships';
import { checkIfMatch } from './checkIfMatch';
import { ScimError } from './ScimError';
import { findScimUser, stateOfRow, userNameTaken } from './scimUserRows';
import type { ScimUserRow } from './scimUserRows';
import type { ScimUserState } from './scimUserState';
import { scimDefaultRoleId } from './syncScimRoles';

const OWNER_KEPT = 'The owner of the organization is never deprovisioned';

/** Membership off: the person's next request to this organization is refused (the access cache sees the write). */
async function deactivate(trx: Kysely<Database>, organizationId: string, userId: string): Promise<void> {
  await scoped(trx, organizationId).updateTable('organization_members').set({ is_active: false }).where('user_id', '=', userId).execute();
  await forgetCurrentOrganization(trx, userId, organizationId);
}

/** Membership back on, with the roles it had (or the default one when an administrator had removed the member). */
async function reactivate(trx: Kysely<Database>, organizationId: string, row: ScimUserRow): Promise<void> {
  if (row.is_active === null) {
    await addMember(trx, { organizationId, userId: row.id, membershipType: 'Member', roleIds: [await scimDefaultRoleId(trx, organizationId)] });
    return;
  }
  await scoped(trx, organizationId).updateTable('organization_members').set({ is_active: true }).where('user_id', '=', row.id).execute();
}

/**
 * PUT and PATCH /scim/v2/Users/{id}: `next` is the whole new state, computed by the caller from the
 * locked row's state (`change`). Every check before the first write; one transaction.
 */
export async function updateScimUser(
  db: Kysely<Database>,
  organizationId: string,
  userId: string,
  ifMatch: string | undefined,
  change: (current: ScimUserState) => ScimUserState,
  actor: AuditActor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await findScimUser(trx, organizationId, userId, true);
    checkIfMatch(ifMatch, row.version);
    const before = stateOfRow(row);
    const next = change(before);
    if (!next.active && before.active && row.membership_type === 'Owner') throw new ScimError(409, OWNER_KEPT, 'mutability');
    if (next.userName.toLowerCase() !== before.userName.toLowerCase() && (await userNameTaken(trx, organizationId, next.userName, userId))) {
      throw new ScimError(409, 'A user with this userName is already provisioned', 'uniqueness');
    }
    // The account's email stays: an identity provider renaming an address must not move a person's
    // account (and its password reset) to another mailbox; the IdP's userName changes here.
    const { email: _email, active: wasActive, ...kept } = before;
    const { email: _next, active, ...wanted } = next;
    const changed = changedFields(kept, wanted);
    if (!changed && active === wasActive) return;
    await scoped(trx, organizationId)
      .updateTable('scim_users')
      .set((eb) => ({ user_name: next.userName, external_id: next.externalId, version: eb('version', '+', 1), updated_at: new Date() }))
      .where('user_id', '=', userId)
      .execute();
    if (next.givenName !== before.givenName || next.familyName !== before.familyName) {
      await trx.updateTable('users').set({ first_name: next.givenName, last_name: next.familyName, updated_at: new Date() }).where('id', '=', userId).execute();
    }
    if (changed) await recordAudit(trx, actor, { action: 'scim.user_updated', organizationId, targetType: 'user', targetId: userId, ...changed });
    if (active === wasActive) return;
    if (active) await reactivate(trx, organizationId, row);
    else await deactivate(trx, organizationId, userId);
    await recordAudit(trx, actor, {
      action: active ? 'scim.user_reactivated' : 'scim.user_deactivated',
      organizationId,
      targetType: 'user',
      targetId: userId,
      before: { active: wasActive },
      after: { active, userName: next.userName },
    });
  });
}

/**
 * DELETE /scim/v2/Users/{id}: the membership is deactivated (the account and its work stay), the
 * person leaves the organization's groups, and the SCIM record goes (a later GET answers 404; a
 * later POST of the same person provisions them again).
 */
export async function deleteScimUser(db: Kysely<Database>, organizationId: string, userId: string, ifMatch: string | undefined, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await findScimUser(trx, organizationId, userId, true);
    checkIfMatch(ifMatch, row.version);
    if (row.membership_type === 'Owner') throw new ScimError(409, OWNER_KEPT, 'mutability');
    if (row.is_active) await deactivate(trx, organizationId, userId);
    await scoped(trx, organizationId).deleteFrom('scim_group_members').where('user_id', '=', userId).execute();
    await scoped(trx, organizationId).deleteFrom('scim_users').where('user_id', '=', userId).execute();
    await recordAudit(trx, actor, {
      action: 'scim.user_deleted',
      organizationId,
      targetType: 'user',
      targetId: userId,
      before: { userName: row.user_name, externalId: row.external_id, active: row.is_active === true },
    });
  });
}
