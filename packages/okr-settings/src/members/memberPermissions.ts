import { canDo } from '@okr/contract';
import type { EffectivePermissions, OrganizationMember } from '@okr/contract';

/** What the caller may do in the members list; the server decides the same way and enforces it. */
export interface MembersCan {
  /** Add a user or invite an address (`users:create`). */
  invite: boolean;
  /** Replace a member's roles (`users:update`; the Owner keeps the Admin role, the server says 422 otherwise). */
  changeRole: (member: Pick<OrganizationMember, 'membershipType'>) => boolean;
  /** Remove a member (`users:delete`); never the Owner. */
  remove: (member: Pick<OrganizationMember, 'membershipType'>) => boolean;
}

/** The Owner of an organization is never removed (spec §2: the delete button is disabled with a reason). */
export const isRemovableMember = (member: Pick<OrganizationMember, 'membershipType'>) => member.membershipType !== 'Owner';

/**
 * The members list's permission answers from the caller's effective flags (`/auth/me`). Until the
 * flags are known (`null`) nothing is allowed: a button appears when it would work, never before.
 */
export function membersCanOf(permissions: EffectivePermissions | null | undefined): MembersCan {
  const mayUpdate = canDo(permissions, 'users', 'update');
  const mayDelete = canDo(permissions, 'users', 'delete');
  return {
    invite: canDo(permissions, 'users', 'create'),
    changeRole: () => mayUpdate,
    remove: (member) => mayDelete && isRemovableMember(member),
  };
}
