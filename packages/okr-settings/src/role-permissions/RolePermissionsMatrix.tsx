// Placeholder until the feature lands (replaced by its owner; renders nothing, never canned data).
export interface RolePermissionsMatrixProps {
  /** Filled in by the feature. */
  readonly className?: string;
}

export function RolePermissionsMatrix(_props: RolePermissionsMatrixProps) {
  return null;
}
