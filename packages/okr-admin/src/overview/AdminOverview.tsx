import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import type { AdminStats } from '@okr/contract';
import { useLocale, useTranslation } from '@okr/core';
import { adminCatalogs } from '../lib/adminCatalogs';
import type { AdminMessageKey } from '../lib/adminCatalogs';
import { formatDate } from '../lib/formatDate';
import { QueryState } from '../lib/QueryState';
import { ActivityChart } from './ActivityChart';
import { useAdminStats } from './api';

const figures: { key: keyof AdminStats; label: AdminMessageKey }[] = [
  { key: 'users', label: 'admin.overview.users' },
  { key: 'activeUsers', label: 'admin.overview.activeUsers' },
  { key: 'organizations', label: 'admin.overview.organizations' },
  { key: 'objectives', label: 'admin.overview.objectives' },
  { key: 'documents', label: 'admin.overview.documents' },
  { key: 'creditsUsedThisMonth', label: 'admin.overview.credits' },
];

/** `/admin`: the product's figures and 90 days of sign-ups and active users. */
export function AdminOverview() {
  const t = useTranslation(adminCatalogs);
  const locale = useLocale();
  const stats = useAdminStats();
  const number = new Intl.NumberFormat(locale);

  const summary = (label: string, points: AdminStats['signupsByDay']) => {
    const total = points.reduce((sum, point) => sum + point.count, 0);
    if (total === 0) return t('admin.overview.chartEmpty', { series: label });
    const peak = points.reduce((best, point) => (point.count > best.count ? point : best));
    return t('admin.overview.chartSummary', {
      series: label,
      total: number.format(total),
      max: number.format(peak.count),
      date: formatDate(peak.date, locale),
    });
  };

  return (
    <Flex direction="column" gap="5">
      <Heading as="h1" size="7">
        {t('admin.overview.title')}
      </Heading>
      <QueryState query={stats}>
        {(data) => (
          <Flex direction="column" gap="5">
            <Grid columns={{ initial: '2', md: '3' }} gap="3" asChild>
              <dl style={{ margin: 0 }}>
                {figures.map(({ key, label }) => (
                  <Card key={key} size="2">
                    <dt>
                      <Text size="2" color="gray">
                        {t(label)}
                      </Text>
                    </dt>
                    <dd style={{ margin: '4px 0 0' }}>
                      <Text size="7" weight="bold">
                        {number.format(data[key] as number)}
                      </Text>
                    </dd>
                  </Card>
                ))}
              </dl>
            </Grid>
            <Card size="3">
              <Heading as="h2" size="4" mb="3">
                {t('admin.overview.chartTitle')}
              </Heading>
              <ActivityChart
                locale={locale}
                title={t('admin.overview.chartTitle')}
                description={[
                  summary(t('admin.overview.signups'), data.signupsByDay),
                  summary(t('admin.overview.activity'), data.activeUsersByDay),
                ].join(' ')}
                series={[
                  { label: t('admin.overview.signups'), color: 'var(--accent-9)', points: data.signupsByDay },
                  { label: t('admin.overview.activity'), color: 'var(--grass-9)', points: data.activeUsersByDay },
                ]}
              />
            </Card>
          </Flex>
        )}
      </QueryState>
    </Flex>
  );
}
