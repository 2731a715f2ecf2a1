// Entry point `@okr/auth/organization-switcher`.
export { OrganizationSwitcher } from '../organization-switcher/OrganizationSwitcher';
export type { OrganizationSwitcherProps } from '../organization-switcher/OrganizationSwitcher';
export { OrganizationSwitcherView } from '../organization-switcher/OrganizationSwitcherView';
export type {
  OrganizationSwitcherViewProps,
  OrganizationSwitcherStatus,
} from '../organization-switcher/OrganizationSwitcherView';
export { useSwitchOrganization, userOrganizationsQuery } from '../organization-switcher/api';
