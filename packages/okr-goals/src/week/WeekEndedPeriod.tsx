import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { objectivesPage } from '@okr/contract';
import type { Period } from '@okr/contract';
import { useApiClient, useCan, useLocale, useOkrNavigate, useSessionStore } from '@okr/core';
import { formatDay } from '../lib/format';
import { periodQueries } from '../lib/periods/periodQueries';
import { writeSelectedPeriod } from '../lib/periods/selectedPeriodStore';
import { useGoalsT } from '../lib/useGoalsT';
import { useOrgId } from '../lib/useOrgId';

/**
 * The period of the current organization that ended last and is not closed, for whoever may close
 * it (`settings:update`): it invites rolling its objectives over and closing it, and opens the
 * objectives of that period (older ones are listed in Settings → Periods). Nothing for others, nor
 * while the periods load or fail: My week's items are what this page is for.
 */
export function WeekEndedPeriod({ onNavigate }: { onNavigate?: (href: string) => void }) {
  const t = useGoalsT();
  const locale = useLocale();
  const api = useApiClient();
  const orgId = useOrgId();
  const organization = useSessionStore((s) => s.organization?.name ?? '');
  const mayClose = useCan()('settings', 'update');
  const navigate = useOkrNavigate();
  const query = useQuery({ ...periodQueries.list(api, orgId), enabled: Boolean(orgId) && mayClose });
  const period = mayClose
    ? (query.data ?? []).filter((p) => p.status === 'ended').reduce<Period | undefined>((last, p) => (!last || p.endDate > last.endDate ? p : last), undefined)
    : undefined;
  if (!orgId || !period) return null;
  return (
    <Callout.Root color="amber" variant="surface" highContrast className="okr-week-ended-period">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Text size="2">{t('goals.week.endedPeriod', { name: period.name, organization, date: formatDay(period.endDate, locale) })}</Text>
        <Button
          size="1"
          variant="soft"
          highContrast
          onClick={() => {
            writeSelectedPeriod(orgId, period.id);
            (onNavigate ?? navigate)(objectivesPage.href());
          }}
        >
          {t('goals.week.reviewPeriod', { name: period.name })}
        </Button>
      </Flex>
    </Callout.Root>
  );
}
