// Entry point `@okr/auth/organization-switcher`.
export { OrganizationSwitcher } from '../organization-switcher/OrganizationSwitcher';
export type { OrganizationSwitcherProps } from '../organization-switcher/OrganizationSwitcher';
export { OrganizationSwitcherView } from '../organization-switcher/OrganizationSwitcherView';
export type {
  OrganizationSwitcherViewProps,
  OrganizationSwitcherStatus,
  OrganizationSwitcherSlots,
  OrganizationSwitcherTriggerProps,
} from '../organization-switcher/OrganizationSwitcherView';
export { useSwitchOrganization, userOrganizationsQuery } from '../organization-switcher/api';
export { useOrganizationSwitcher } from '../organization-switcher/useOrganizationSwitcher';
export type { OrganizationSwitcherData, UseOrganizationSwitcherOptions } from '../organization-switcher/useOrganizationSwitcher';
