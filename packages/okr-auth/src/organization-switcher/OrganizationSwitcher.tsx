import type { Organization } from '@okr/contract';
import { getErrorMessage, useToast, useTranslation } from '@okr/core';
import { switcherCatalogs } from './switcherCatalogs';
import { useOrganizationSwitcher } from './useOrganizationSwitcher';
import { OrganizationSwitcherView } from './OrganizationSwitcherView';
import type { OrganizationSwitcherSlots } from './OrganizationSwitcherView';

export interface OrganizationSwitcherProps {
  /** Called after the switch is stored and the organization caches are invalidated. */
  onOrganizationSwitch?: (organization: Organization) => void;
  /** Replace the trigger or the items and keep the rest (docs/embedding.md, "Slots"). */
  slots?: OrganizationSwitcherSlots;
}

/** Lists the user's organizations and switches the current one: `useOrganizationSwitcher` drawn by the view. */
export function OrganizationSwitcher({ onOrganizationSwitch, slots }: OrganizationSwitcherProps) {
  const t = useTranslation(switcherCatalogs);
  const toast = useToast();
  const switcher = useOrganizationSwitcher({
    onOrganizationSwitch,
    onSwitchError: (error) => toast.error(getErrorMessage(error, t('auth.switcher.error'))),
  });
  return (
    <OrganizationSwitcherView
      organizations={switcher.organizations}
      currentId={switcher.currentId}
      onSelect={switcher.switchTo}
      status={switcher.state}
      switching={switcher.switching.pending}
      onRetry={switcher.retry}
      slots={slots}
    />
  );
}
