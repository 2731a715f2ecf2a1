// Placeholder until the feature lands (replaced by its owner; renders nothing, never canned data).
export interface MembersListProps {
  /** Filled in by the feature. */
  readonly className?: string;
}

export function MembersList(_props: MembersListProps) {
  return null;
}
