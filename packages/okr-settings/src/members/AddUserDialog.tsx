// Placeholder until the feature lands (replaced by its owner; renders nothing, never canned data).
export interface AddUserDialogProps {
  /** Filled in by the feature. */
  readonly className?: string;
}

export function AddUserDialog(_props: AddUserDialogProps) {
  return null;
}
