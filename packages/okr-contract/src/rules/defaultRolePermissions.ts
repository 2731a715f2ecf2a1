import { permissionDomains } from '../roles';
import type { OrganizationRoleType, PermissionDomain } from '../roles';
import type { PermissionFlags } from './permissionFlags';

const all: PermissionFlags = { canCreate: true, canRead: true, canUpdate: true, canDelete: true };
const readOnly: PermissionFlags = { canCreate: false, canRead: true, canUpdate: false, canDelete: false };

/**
 * The permission rows every new organization starts with (api-contract.md, Authorization).
 * Domains a role has no row for grant nothing.
 */
export const defaultRolePermissions: Record<
  OrganizationRoleType,
  Partial<Record<PermissionDomain, PermissionFlags>>
> = {
  Admin: Object.fromEntries(permissionDomains.map((d) => [d, all])),
  Editor: {
    objectives: all,
    key_results: all,
    initiatives: all,
    organizations: readOnly,
    users: readOnly,
  },
  Viewer: {
    objectives: readOnly,
    key_results: readOnly,
    initiatives: readOnly,
    organizations: readOnly,
    users: readOnly,
  },
};
