/** The four flags of a role permission row (product-spec §3). */
export interface PermissionFlags {
  canCreate: boolean;
  canRead: boolean;
  canUpdate: boolean;
  canDelete: boolean;
}
