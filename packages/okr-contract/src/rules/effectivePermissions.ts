import { permissionDomains } from '../roles';
import type { PermissionDomain, RoleCategory, RoleType } from '../roles';
import type { PermissionFlags } from './permissionFlags';

/** What a caller may do in one organization, per domain (`permissions` of /auth/me). */
export type EffectivePermissions = Record<PermissionDomain, PermissionFlags>;
export type PermissionAction = 'create' | 'read' | 'update' | 'delete';

export const flagOfAction = {
  create: 'canCreate',
  read: 'canRead',
  update: 'canUpdate',
  delete: 'canDelete',
} as const satisfies Record<PermissionAction, keyof PermissionFlags>;

/** A role held in the organization, with its permission rows there. */
export interface HeldRole {
  roleType: RoleType;
  category: RoleCategory;
  rows: readonly ({ domainName: PermissionDomain } & PermissionFlags)[];
}

const none = (): PermissionFlags => ({ canCreate: false, canRead: false, canUpdate: false, canDelete: false });
const all = (): PermissionFlags => ({ canCreate: true, canRead: true, canUpdate: true, canDelete: true });

/**
 * The Admin rule of api-contract.md: the organization's default Admin role (type Admin, category
 * Application) holds every flag, its rows locked; every other role, a Custom role of type Admin
 * included, holds exactly its own rows.
 */
export const isLockedAdminRole = (role: Pick<HeldRole, 'roleType' | 'category'>): boolean =>
  role.roleType === 'Admin' && role.category === 'Application';

/** The union of the flags of every role held, under the Admin rule. */
export function effectivePermissions(roles: readonly HeldRole[]): EffectivePermissions {
  if (roles.some(isLockedAdminRole)) {
    return Object.fromEntries(permissionDomains.map((domain) => [domain, all()])) as EffectivePermissions;
  }
  const set = Object.fromEntries(permissionDomains.map((domain) => [domain, none()])) as EffectivePermissions;
  for (const role of roles) {
    for (const row of role.rows) {
      const flags = set[row.domainName];
      flags.canCreate ||= row.canCreate;
      flags.canRead ||= row.canRead;
      flags.canUpdate ||= row.canUpdate;
      flags.canDelete ||= row.canDelete;
    }
  }
  return set;
}

/** Nothing allowed anywhere: a caller outside any organization. */
export function noPermissions(): EffectivePermissions {
  return effectivePermissions([]);
}

/** `can('objectives', 'update')` over a caller's effective permissions. */
export function canDo(
  permissions: EffectivePermissions | null | undefined,
  domain: PermissionDomain,
  action: PermissionAction,
): boolean {
  return permissions?.[domain]?.[flagOfAction[action]] === true;
}
