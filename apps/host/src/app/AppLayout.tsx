import { IconButton, Link as RadixLink } from '@radix-ui/themes';
import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { OrganizationSwitcher } from '@okr/auth/organization-switcher';
import { useSyncCurrentUser } from '@okr/auth/session';
import { UnverifiedEmailBanner } from '@okr/auth/email-verification';
import { NotificationsBell } from '@okr/auth/notifications';
import { dashboardPage } from '@okr/contract';
import { useTranslation } from '@okr/core';
import { PeriodSwitcher } from '@okr/goals/period-switcher';
import { hostCatalogs } from '../lib/hostCatalogs';
import { AppNav } from './AppNav';
import { useOrganizationFromLink } from './useOrganizationFromLink';
import { usePeriodInAddress } from './usePeriodInAddress';
import { UserMenu } from './UserMenu';

const NAV_ID = 'okr-app-navigation';

/**
 * The guarded /app frame: the navigation beside the page (a menu button opens it at phone
 * width), the organization switcher, the period switcher (on period-scoped pages) and the user menu above.
 */
export function AppLayout() {
  const t = useTranslation(hostCatalogs);
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on: following any link closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  useSyncCurrentUser();
  const organizationLink = useOrganizationFromLink();
  const period = usePeriodInAddress();

  return (
    <div className="okr-app-layout" data-menu-open={menuOpen || undefined}>
      <header className="okr-app-header">
        <IconButton
          variant="ghost"
          color="gray"
          className="okr-app-menu-button"
          aria-label={t('host.nav.toggle')}
          aria-expanded={menuOpen}
          aria-controls={NAV_ID}
          onClick={() => setMenuOpenAt(menuOpen ? null : pathname)}
        >
          <svg width="18" height="18" viewBox="0 0 15 15" fill="none" aria-hidden="true" focusable="false">
            <path d="M2 4h11M2 7.5h11M2 11h11" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" />
          </svg>
        </IconButton>
        <RadixLink asChild weight="bold" size="4" underline="none" highContrast className="okr-app-brand">
          <Link to={dashboardPage.href()}>{t('host.productName')}</Link>
        </RadixLink>
        <div className="okr-app-switcher">
          <OrganizationSwitcher />
          {/* Only where a page shows one period at a time; the choice carries to the others. */}
          {period.scoped ? <PeriodSwitcher /> : null}
        </div>
        <div className="okr-app-header-end">
          <NotificationsBell />
          <UserMenu />
        </div>
      </header>
      <aside className="okr-app-sidebar">
        <AppNav id={NAV_ID} onNavigate={() => setMenuOpenAt(null)} />
      </aside>
      <main className="okr-app-main" aria-busy={organizationLink.pending || undefined}>
        <UnverifiedEmailBanner />
        {organizationLink.pending ? null : <Outlet />}
      </main>
    </div>
  );
}
