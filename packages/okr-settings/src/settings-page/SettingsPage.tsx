// Placeholder until the feature lands (replaced by its owner; renders nothing, never canned data).
export interface SettingsPageProps {
  /** Filled in by the feature. */
  readonly className?: string;
}

export function SettingsPage(_props: SettingsPageProps) {
  return null;
}
