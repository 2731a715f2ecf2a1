import type { RoleType } from '@okr/contract';
import type { HostMessageKey } from '../lib/hostCatalogs';

export type NavIconName = 'week' | 'dashboard' | 'objectives' | 'initiatives' | 'users' | 'reports' | 'ai' | 'settings';

export interface NavItem {
  readonly to: string;
  readonly label: HostMessageKey;
  readonly icon: NavIconName;
  /** Only these roles see the entry (the route's own guard decides access; this hides a dead end). */
  readonly roles?: readonly RoleType[];
  /** Marked current only on an exact match (the dashboard is the parent of every other page). */
  readonly end?: boolean;
}

/** The /app pages of spec §2, in the order a person uses them. */
export const navItems: readonly NavItem[] = [
  { to: '/app/week', label: 'host.nav.week', icon: 'week' },
  { to: '/app', label: 'host.nav.dashboard', icon: 'dashboard', end: true },
  { to: '/app/objectives', label: 'host.nav.objectives', icon: 'objectives' },
  { to: '/app/initiatives', label: 'host.nav.initiatives', icon: 'initiatives' },
  { to: '/app/reports', label: 'host.nav.reports', icon: 'reports' },
  { to: '/app/users', label: 'host.nav.users', icon: 'users' },
  { to: '/app/ai', label: 'host.nav.ai', icon: 'ai' },
  { to: '/app/settings', label: 'host.nav.settings', icon: 'settings', roles: ['Admin', 'SuperAdmin'] },
];
