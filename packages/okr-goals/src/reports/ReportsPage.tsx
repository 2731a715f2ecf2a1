import { Flex, Heading, Tabs, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { cx, SkeletonRows, TabStrip, useSessionStore } from '@okr/core';
import { usePermission } from '../lib/PermissionGate';
import { useGoalsT } from '../lib/useGoalsT';
import { CoverageReport } from './CoverageReport';
import { ProgressReport } from './ProgressReport';
import { ReportExportButtons } from './ReportExportButtons';
import { ReportsForbidden } from './ReportsForbidden';
import { ReportsPlanTeaser } from './ReportsPlanTeaser';

export type ReportsTab = 'progress' | 'coverage';

export interface ReportsPageProps {
  /** The selected period (`?periodId=` of every report and export); all periods when absent. */
  periodId?: string;
  tab?: ReportsTab;
  onTabChange?: (tab: ReportsTab) => void;
  objectiveHref?: (id: string) => string;
  onNavigate?: (href: string) => void;
  plansHref?: string;
  className?: string;
}

/**
 * `/app/reports`: Progress and Coverage for the selected period, and CSV exports. A Free
 * organization sees what the reports hold and the way to Billing (the server answers 402 too);
 * a role without `objectives:read` is told so.
 */
export function ReportsPage({ periodId, tab, onTabChange, objectiveHref, onNavigate, plansHref, className }: ReportsPageProps) {
  const t = useGoalsT();
  // Controlled by the host's address when it passes `tab`; else the page keeps its own.
  const [ownTab, setOwnTab] = useState<ReportsTab>('progress');
  const current = tab ?? ownTab;
  const permission = usePermission('objectives', 'read');
  const plan = useSessionStore((s) => s.organization?.plan ?? null);
  const links = { objectiveHref, onNavigate, plansHref };
  const state = permission === 'pending' ? 'loading' : permission === 'denied' ? 'forbidden' : plan === 'Free' ? 'plan' : 'ready';
  return (
    <Flex direction="column" gap="4" className={cx('okr-reports-page', className)} data-state={state}>
      <Flex justify="between" align="end" gap="3" wrap="wrap">
        <div>
          <Heading as="h1" size="6">
            {t('goals.reports.title')}
          </Heading>
          <Text color="gray" size="2">
            {t('goals.reports.subtitle')}
          </Text>
        </div>
        {state === 'ready' ? <ReportExportButtons periodId={periodId} /> : null}
      </Flex>
      {state === 'loading' ? <SkeletonRows rows={3} height="64px" /> : null}
      {state === 'forbidden' ? <ReportsForbidden /> : null}
      {state === 'plan' ? <ReportsPlanTeaser plansHref={plansHref} onNavigate={onNavigate} /> : null}
      {state === 'ready' ? (
        <Tabs.Root
          value={current}
          onValueChange={(next) => {
            setOwnTab(next as ReportsTab);
            onTabChange?.(next as ReportsTab);
          }}
        >
          <TabStrip aria-label={t('goals.reports.tabs')} className="okr-reports-tabs">
            <Tabs.Trigger value="progress">{t('goals.reports.tab.progress')}</Tabs.Trigger>
            <Tabs.Trigger value="coverage">{t('goals.reports.tab.coverage')}</Tabs.Trigger>
          </TabStrip>
          <Tabs.Content value="progress" className="okr-reports-panel">
            <ProgressReport periodId={periodId} {...links} />
          </Tabs.Content>
          <Tabs.Content value="coverage" className="okr-reports-panel">
            <CoverageReport periodId={periodId} {...links} />
          </Tabs.Content>
        </Tabs.Root>
      ) : null}
    </Flex>
  );
}
