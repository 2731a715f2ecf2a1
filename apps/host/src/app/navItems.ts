import { pagePaths } from '@okr/contract';
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

const { app } = pagePaths;

/** The /app pages of spec §2, in the order a person uses them. */
export const navItems: readonly NavItem[] = [
  { to: app.week.href(), label: 'host.nav.week', icon: 'week' },
  { to: app.dashboard.href(), label: 'host.nav.dashboard', icon: 'dashboard', end: true },
  { to: app.objectives.href(), label: 'host.nav.objectives', icon: 'objectives' },
  { to: app.initiatives.href(), label: 'host.nav.initiatives', icon: 'initiatives' },
  { to: app.reports.href(), label: 'host.nav.reports', icon: 'reports' },
  { to: app.users.href(), label: 'host.nav.users', icon: 'users' },
  { to: app.ai.href(), label: 'host.nav.ai', icon: 'ai' },
  { to: app.settings.href(), label: 'host.nav.settings', icon: 'settings', roles: ['Admin', 'SuperAdmin'] },
];
