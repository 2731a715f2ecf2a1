import { Button, Flex, Text } from '@radix-ui/themes';
import { reportExportKinds } from '@okr/contract';
import type { ReportExportKind } from '@okr/contract';
import { getErrorMessage } from '@okr/core';
import type { GoalsMessageKey } from '../lib/goalsCatalogs';
import { useGoalsT } from '../lib/useGoalsT';
import { useExportReportCsv } from './reportsApi';

const labels: Record<ReportExportKind, GoalsMessageKey> = {
  objectives: 'goals.reports.export.objectives',
  'key-results': 'goals.reports.export.keyResults',
  'check-ins': 'goals.reports.export.checkIns',
};

/** CSV downloads of the period's objectives, key results and check-ins (`GET /reports/export.csv`). */
export function ReportExportButtons({ periodId }: { periodId?: string }) {
  const t = useGoalsT();
  const exporter = useExportReportCsv();
  const pending = exporter.isPending ? exporter.variables.kind : null;
  return (
    <Flex direction="column" gap="1" align="end" className="okr-report-export">
      <Flex gap="2" wrap="wrap" role="group" aria-label={t('goals.reports.export.label')}>
        {reportExportKinds.map((kind) => (
          <Button key={kind} size="1" variant="soft" loading={pending === kind} disabled={pending !== null} onClick={() => exporter.mutate({ kind, periodId })}>
            {t(labels[kind])}
          </Button>
        ))}
      </Flex>
      <Text size="1" color={exporter.isError ? 'red' : 'gray'} role={exporter.isError ? 'alert' : 'status'}>
        {exporter.isError
          ? getErrorMessage(exporter.error, t('goals.reports.export.error'))
          : exporter.isSuccess
            ? t('goals.reports.export.done', { file: exporter.data })
            : ''}
      </Text>
    </Flex>
  );
}
