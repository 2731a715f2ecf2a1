import { Callout, Flex } from '@radix-ui/themes';
import { useGoalsT } from '../lib/useGoalsT';

/** A role without `objectives:read`: the reports are made of objectives, so none can be shown. */
export function ReportsForbidden() {
  const t = useGoalsT();
  return (
    <Callout.Root color="gray" variant="surface" className="okr-forbidden" data-state="forbidden">
      <Flex direction="column" gap="1">
        <Callout.Text weight="bold">{t('goals.reports.forbidden.title')}</Callout.Text>
        <Callout.Text>{t('goals.reports.forbidden.body')}</Callout.Text>
        <Callout.Text color="gray" size="1">
          {t('goals.forbidden.hint')}
        </Callout.Text>
      </Flex>
    </Callout.Root>
  );
}
