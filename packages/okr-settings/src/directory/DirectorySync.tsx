import { useDirectorySync } from './useDirectorySync';
import type { UseDirectorySyncOptions } from './useDirectorySync';
import { DirectorySyncView } from './DirectorySyncView';

export interface DirectorySyncProps extends UseDirectorySyncOptions {
  /** Below Enterprise: the notice's button (the settings page switches to Billing); else a link to `billingHref`. */
  onSeeBilling?: () => void;
  billingHref?: string;
  className?: string;
}

/**
 * Directory sync (SCIM 2.0, Enterprise): the tokens the identity provider authenticates with
 * (created and shown once, revoked with a confirmation), each pushed group's role, the latest
 * provisioning events and their counts. `useDirectorySync` + `DirectorySyncView` for a custom layout.
 */
export function DirectorySync({ onTokenCreated, onTokenRevoked, onGroupRoleChanged, ...view }: DirectorySyncProps) {
  const model = useDirectorySync({ onTokenCreated, onTokenRevoked, onGroupRoleChanged });
  return <DirectorySyncView {...model} {...view} />;
}
