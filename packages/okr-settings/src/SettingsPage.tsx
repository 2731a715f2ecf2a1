import type { Organization, OrganizationMember, OrganizationRoleType, RoleRef, UserSearchResult } from '@okr/contract';
import { Flex } from '@radix-ui/themes';
import { lazy, Suspense, useState } from 'react';
import { useCan, useOkrNavigate } from '@okr/core';
import { BillingSettings } from './billing/BillingSettings';
import { GeneralSettings } from './general/GeneralSettings';
import { InvitationsList } from './invitations/InvitationsList';
import { MembersList } from './members/MembersList';
import { RolePermissionsMatrix } from './role-permissions/RolePermissionsMatrix';
import { RolesTable } from './roles/RolesTable';
import { TabLoading } from './lib/panels/TabLoading';
import { SettingsPageLayout } from './settings-page/SettingsPageLayout';
import type { SettingsTab } from './settings-page/SettingsPageLayout';

// Loaded when their tab opens: the page's first load stays within its size budget (bench/size.mjs).
const PeriodsPanel = /* @__PURE__ */ lazy(() => import('./periods/PeriodsPanel').then((module) => ({ default: module.PeriodsPanel })));
const IntegrationsTab = /* @__PURE__ */ lazy(() => import('./integrations/IntegrationsTab').then((module) => ({ default: module.IntegrationsTab })));
// Enterprise only: single sign-on and directory sync load on demand (their own chunk).
const IdentityTab = /* @__PURE__ */ lazy(() => import('./IdentityTab').then((module) => ({ default: module.IdentityTab })));

export interface SettingsPageProps {
  /** The back button; by default it goes to `/app` through the provider's navigate. */
  onBack?: () => void;
  tab?: SettingsTab;
  defaultTab?: SettingsTab;
  onTabChange?: (tab: SettingsTab) => void;
  onOrganizationUpdated?: (organization: Organization) => void;
  onUserAdded?: (user: UserSearchResult, roleType: OrganizationRoleType) => void;
  onRoleChanged?: (member: OrganizationMember, roles: RoleRef[]) => void;
  className?: string;
}

/** Spec §2 "Settings page": the page shell composing the five panels, the periods, the integrations, single sign-on and directory sync. */
export function SettingsPage({ onBack, onOrganizationUpdated, onUserAdded, onRoleChanged, tab, defaultTab = 'general', onTabChange, ...layout }: SettingsPageProps) {
  const navigate = useOkrNavigate();
  const can = useCan();
  // Periods are settings of the organization: the tab is for roles holding a `settings` flag.
  const managesPeriods = (['read', 'create', 'update', 'delete'] as const).some((action) => can('settings', action));
  const [ownTab, setOwnTab] = useState<SettingsTab>(defaultTab);
  const showTab = (next: SettingsTab) => {
    if (tab === undefined) setOwnTab(next);
    onTabChange?.(next);
  };
  return (
    <SettingsPageLayout
      {...layout}
      tab={tab ?? ownTab}
      onTabChange={showTab}
      onBack={onBack ?? (() => navigate('/app'))}
      hiddenTabs={managesPeriods ? [] : ['periods']}
      panels={{
        general: <GeneralSettings onOrganizationUpdated={onOrganizationUpdated} />,
        billing: <BillingSettings />,
        organization: (
          <Flex direction="column" gap="4">
            <MembersList onUserAdded={onUserAdded} onRoleChanged={onRoleChanged} />
            <InvitationsList />
          </Flex>
        ),
        roles: <RolesTable />,
        'role-permissions': <RolePermissionsMatrix />,
        periods: (
          <Suspense fallback={<TabLoading />}>
            <PeriodsPanel />
          </Suspense>
        ),
        integrations: (
          <Suspense fallback={<TabLoading />}>
            <IntegrationsTab onSeeBilling={() => showTab('billing')} />
          </Suspense>
        ),
        sso: (
          <Suspense fallback={<TabLoading />}>
            <IdentityTab onSeeBilling={() => showTab('billing')} />
          </Suspense>
        ),
      }}
    />
  );
}
