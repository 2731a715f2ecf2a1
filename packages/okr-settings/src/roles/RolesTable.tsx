// Placeholder until the feature lands (replaced by its owner; renders nothing, never canned data).
export interface RolesTableProps {
  /** Filled in by the feature. */
  readonly className?: string;
}

export function RolesTable(_props: RolesTableProps) {
  return null;
}
