import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/Database';
import { scoped } from '../../db/scoped';
import { recordAudit } from '../audit/recordAudit';
import type { AuditActor } from '../audit/recordAudit';
import { checkIfMatch } from './checkIfMatch';
import { findScimGroup, unknownMembers } from './scimGroupRows';
import type { ScimGroupState } from './scimGroupState';
import { ScimError, scimBadRequest } from './ScimError';
import { syncScimRoles } from './syncScimRoles';

async function assertNameFree(trx: Kysely<Database>, organizationId: string, displayName: string, exceptId?: string): Promise<void> {
  let query = scoped(trx, organizationId).selectFrom('scim_groups').select('id').where(sql<string>`lower(display_name)`, '=', displayName.toLowerCase());
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw new ScimError(409, 'A group with this displayName exists', 'uniqueness');
}

async function assertMembersKnown(trx: Kysely<Database>, organizationId: string, members: string[]): Promise<void> {
  const unknown = await unknownMembers(trx, organizationId, members);
  if (unknown.length > 0) throw scimBadRequest(`Not provisioned users of this organization: ${unknown.slice(0, 5).join(', ')}`);
}

/** POST /scim/v2/Groups: the group and its members in one transaction; its members' roles follow. */
export async function createScimGroup(db: Kysely<Database>, organizationId: string, state: ScimGroupState, actor: AuditActor): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await assertNameFree(trx, organizationId, state.displayName);
    await assertMembersKnown(trx, organizationId, state.members);
    const id = randomUUID();
    await scoped(trx, organizationId).insertInto('scim_groups', [{ id, display_name: state.displayName, external_id: state.externalId }]).execute();
    if (state.members.length > 0) {
      await scoped(trx, organizationId).insertInto('scim_group_members', state.members.map((userId) => ({ group_id: id, user_id: userId }))).execute();
    }
    await syncScimRoles(trx, organizationId, state.members);
    await recordAudit(trx, actor, {
      action: 'scim.group_created',
      organizationId,
      targetType: 'scim_group',
      targetId: id,
      after: { displayName: state.displayName, externalId: state.externalId, members: state.members },
    });
    return id;
  });
}

/** PUT and PATCH /scim/v2/Groups/{id}: the new state from the locked current one; members diffed. */
export async function updateScimGroup(
  db: Kysely<Database>,
  organizationId: string,
  groupId: string,
  ifMatch: string | undefined,
  change: (current: ScimGroupState) => ScimGroupState,
  actor: AuditActor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await findScimGroup(trx, organizationId, groupId, true);
    checkIfMatch(ifMatch, row.version);
    const current = (await scoped(trx, organizationId).selectFrom('scim_group_members').select('user_id').where('group_id', '=', groupId).execute()).map((m) => m.user_id);
    const next = change({ displayName: row.display_name, externalId: row.external_id, members: current });
    const added = next.members.filter((id) => !current.includes(id));
    const removed = current.filter((id) => !next.members.includes(id));
    const renamed = next.displayName !== row.display_name;
    if (!renamed && next.externalId === row.external_id && added.length === 0 && removed.length === 0) return;
    if (renamed) await assertNameFree(trx, organizationId, next.displayName, groupId);
    await assertMembersKnown(trx, organizationId, added);
    await scoped(trx, organizationId)
      .updateTable('scim_groups')
      .set((eb) => ({ display_name: next.displayName, external_id: next.externalId, version: eb('version', '+', 1), updated_at: new Date() }))
      .where('id', '=', groupId)
      .execute();
    if (removed.length > 0) await scoped(trx, organizationId).deleteFrom('scim_group_members').where('group_id', '=', groupId).where('user_id', 'in', removed).execute();
    if (added.length > 0) await scoped(trx, organizationId).insertInto('scim_group_members', added.map((userId) => ({ group_id: groupId, user_id: userId }))).execute();
    await syncScimRoles(trx, organizationId, [...added, ...removed]);
    await recordAudit(trx, actor, {
      action: 'scim.group_updated',
      organizationId,
      targetType: 'scim_group',
      targetId: groupId,
      before: { displayName: row.display_name, externalId: row.external_id },
      after: { displayName: next.displayName, externalId: next.externalId, addedMembers: added, removedMembers: removed },
    });
  });
}

/** DELETE /scim/v2/Groups/{id}: its former members' roles follow. */
export async function deleteScimGroup(db: Kysely<Database>, organizationId: string, groupId: string, ifMatch: string | undefined, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await findScimGroup(trx, organizationId, groupId, true);
    checkIfMatch(ifMatch, row.version);
    const members = (await scoped(trx, organizationId).selectFrom('scim_group_members').select('user_id').where('group_id', '=', groupId).execute()).map((m) => m.user_id);
    await scoped(trx, organizationId).deleteFrom('scim_groups').where('id', '=', groupId).execute();
    await syncScimRoles(trx, organizationId, members);
    await recordAudit(trx, actor, {
      action: 'scim.group_deleted',
      organizationId,
      targetType: 'scim_group',
      targetId: groupId,
      before: { displayName: row.display_name, externalId: row.external_id, members },
    });
  });
}
