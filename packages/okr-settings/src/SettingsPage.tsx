import type { Organization, OrganizationMember, OrganizationRoleType, RoleRef, UserSearchResult } from '@okr/contract';
import { Flex } from '@radix-ui/themes';
import { Suspense, lazy, useState } from 'react';
import { LoadingState, useOkrNavigate } from '@okr/core';
import { BillingSettings } from './billing/BillingSettings';
import { GeneralSettings } from './general/GeneralSettings';
import { IntegrationsTab } from './integrations/IntegrationsTab';
import { InvitationsList } from './invitations/InvitationsList';
import { MembersList } from './members/MembersList';
import { RolePermissionsMatrix } from './role-permissions/RolePermissionsMatrix';
import { RolesTable } from './roles/RolesTable';
import { SettingsPageLayout } from './settings-page/SettingsPageLayout';
import type { SettingsTab } from './settings-page/SettingsPageLayout';

// Enterprise only, and only once its tab opens: its code loads on demand (its own chunk).
const SsoSettings = lazy(() => import('./sso/SsoSettings').then((module) => ({ default: module.SsoSettings })));

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

/** Spec §2 "Settings page": the page shell composing the five panels, the integrations and single sign-on. */
export function SettingsPage({ onBack, onOrganizationUpdated, onUserAdded, onRoleChanged, tab, defaultTab = 'general', onTabChange, ...layout }: SettingsPageProps) {
  const navigate = useOkrNavigate();
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
        integrations: <IntegrationsTab onSeeBilling={() => showTab('billing')} />,
        sso: (
          <Suspense fallback={<LoadingState />}>
            <SsoSettings onSeeBilling={() => showTab('billing')} />
          </Suspense>
        ),
      }}
    />
  );
}
