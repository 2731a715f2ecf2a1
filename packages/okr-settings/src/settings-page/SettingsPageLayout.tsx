import { Box, Flex, Heading, IconButton, Tabs, Tooltip } from '@radix-ui/themes';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { cx, TabStrip, useTranslation } from '@okr/core';
import { settingsPageCatalogs } from '../lib/catalogs/settingsPageCatalogs';
import { ArrowLeftIcon } from '../lib/settingsIcons';

/**
 * The five tabs of spec §2, in order, then the periods (cycles), the integrations (API keys and
 * webhooks, Pro and up) and single sign-on (Enterprise).
 */
export const settingsTabs = ['general', 'billing', 'organization', 'roles', 'role-permissions', 'periods', 'integrations', 'sso'] as const;
export type SettingsTab = (typeof settingsTabs)[number];

const labelKey = {
  general: 'settings.tabs.general',
  billing: 'settings.tabs.billing',
  organization: 'settings.tabs.organization',
  roles: 'settings.tabs.roles',
  'role-permissions': 'settings.tabs.rolePermissions',
  periods: 'settings.tabs.periods',
  integrations: 'settings.tabs.integrations',
  sso: 'settings.tabs.sso',
} as const;

export interface SettingsPageLayoutProps {
  /** One panel per tab. */
  panels: Record<SettingsTab, ReactNode>;
  onBack: () => void;
  /** Controlled tab; leave unset to start on `defaultTab`. */
  tab?: SettingsTab;
  defaultTab?: SettingsTab;
  onTabChange?: (tab: SettingsTab) => void;
  /** Tabs the caller's role has no use for (not shown; asking for one shows the first tab). */
  hiddenTabs?: readonly SettingsTab[];
  className?: string;
}

/** 'Account Configuration': the back button and the five tabs, each panel mounted when shown. */
export function SettingsPageLayout({ panels, onBack, tab, defaultTab = 'general', onTabChange, hiddenTabs = [], className }: SettingsPageLayoutProps) {
  const t = useTranslation(settingsPageCatalogs);
  const [ownTab, setOwnTab] = useState<SettingsTab>(defaultTab);
  const shown = settingsTabs.filter((value) => !hiddenTabs.includes(value));
  const asked = tab ?? ownTab;
  const current = shown.includes(asked) ? asked : settingsTabs[0];
  const change = (value: string) => {
    const next = value as SettingsTab;
    if (tab === undefined) setOwnTab(next);
    onTabChange?.(next);
  };
  return (
    <Flex direction="column" gap="4" className={cx('okr-settings-page', className)} data-state="ready" data-tab={current}>
      <Flex align="center" gap="3">
        <Tooltip content={t('settings.page.back')}>
          <IconButton variant="ghost" color="gray" size="3" aria-label={t('settings.page.back')} onClick={onBack}>
            <ArrowLeftIcon width="18" height="18" />
          </IconButton>
        </Tooltip>
        <Heading as="h1" size="6">
          {t('settings.page.title')}
        </Heading>
      </Flex>
      <Tabs.Root value={current} onValueChange={change}>
        <TabStrip aria-label={t('settings.tabs.label')}>
          {shown.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {t(labelKey[value])}
            </Tabs.Trigger>
          ))}
        </TabStrip>
        {shown.map((value) => (
          <Tabs.Content key={value} value={value} className={`okr-settings-panel okr-settings-panel-${value}`}>
            <Box pt="4">{panels[value]}</Box>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Flex>
  );
}
