import { NavLink } from 'react-router';
import { hasRole } from '@okr/auth/session';
import { useSessionStore, useTranslation } from '@okr/core';
import { hostCatalogs } from '../lib/hostCatalogs';
import { NavIcon } from './NavIcon';
import { navItems } from './navItems';

export interface AppNavProps {
  readonly id?: string;
  /** Called after a link is followed (the phone-width menu closes itself). */
  readonly onNavigate?: () => void;
}

/** The /app navigation: every page the signed-in person may open, the current one marked. */
export function AppNav({ id, onNavigate }: AppNavProps) {
  const t = useTranslation(hostCatalogs);
  const user = useSessionStore((s) => s.user);
  const visible = navItems.filter((item) => !item.roles || (user !== null && hasRole(user, item.roles)));
  return (
    <nav id={id} aria-label={t('host.nav.main')} className="okr-app-nav">
      <ul>
        {visible.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} onClick={onNavigate} className="okr-app-nav-link">
              <NavIcon name={item.icon} />
              <span>{t(item.label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
