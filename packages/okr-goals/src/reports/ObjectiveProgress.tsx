import { Badge, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { useMemo } from 'react';
import type { MouseEvent } from 'react';
import type { ProgressReportKeyResult, ProgressReportObjective } from '@okr/contract';
import { useLocale } from '@okr/core';
import { formatDay, formatNumber } from '../lib/format';
import { objectiveStatusColor } from '../lib/statusColors';
import { useEnumLabel } from '../lib/useEnumLabel';
import { useGoalsT } from '../lib/useGoalsT';
import { ReportFigure } from './ReportFigure';
import { expectedToday, keyResultRows, objectiveRows } from './reportRows';

export interface ObjectiveProgressProps {
  objective: ProgressReportObjective;
  today: string;
  objectiveHref?: (id: string) => string;
  onNavigate?: (href: string) => void;
}

/** "45% now · 60% expected today": the figures a chart's reader looks for first. */
function Figures({ progress, expected }: { progress: number; expected: number | null }) {
  const t = useGoalsT();
  const locale = useLocale();
  const behind = expected !== null && progress < expected;
  return (
    <Text as="p" size="2" color="gray">
      {t('goals.reports.now', { progress: formatNumber(Math.round(progress), locale) })}
      {expected !== null ? ` · ${t('goals.reports.expectedToday', { expected: formatNumber(Math.round(expected), locale) })}` : ''}
      {behind ? (
        <Badge highContrast color="amber" ml="2" size="1">
          {t('goals.reports.behind')}
        </Badge>
      ) : null}
    </Text>
  );
}

function KeyResultFigure({ keyResult, today }: { keyResult: ProgressReportKeyResult; today: string }) {
  const t = useGoalsT();
  const rows = useMemo(() => keyResultRows(keyResult), [keyResult]);
  return (
    <li>
      <ReportFigure
        label={t('goals.reports.progressOf', { title: keyResult.title })}
        rows={rows}
        keyResult
        unit={keyResult.unit}
        header={
          <>
            <Heading as="h4" size="2">
              {keyResult.title}
            </Heading>
            <Figures progress={keyResult.progress} expected={expectedToday(keyResult.expected, today)} />
          </>
        }
      />
    </li>
  );
}

/** One objective's report: its own progress against the expected line, then each key result's. */
export function ObjectiveProgress({ objective, today, objectiveHref, onNavigate }: ObjectiveProgressProps) {
  const t = useGoalsT();
  const locale = useLocale();
  const label = useEnumLabel();
  const rows = useMemo(() => objectiveRows(objective), [objective]);
  const href = objectiveHref?.(objective.id);
  const open = (event: MouseEvent) => {
    if (!href || !onNavigate) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <Flex direction="column" gap="4" asChild>
      <article className="okr-report-objective" aria-labelledby={`okr-report-${objective.id}`}>
        <ReportFigure
          label={t('goals.reports.progressOf', { title: objective.title })}
          rows={rows}
          keyResult={false}
          header={
            <>
              <Heading as="h3" size="4" id={`okr-report-${objective.id}`}>
                {href ? (
                  <Link href={href} onClick={open}>
                    {objective.title}
                  </Link>
                ) : (
                  objective.title
                )}
              </Heading>
              <Flex gap="2" align="center" wrap="wrap" mt="1">
                <Badge highContrast color={objectiveStatusColor[objective.status]}>{label(objective.status)}</Badge>
                <Badge highContrast color="gray" variant="outline">
                  {label(objective.type)}
                </Badge>
                <Text size="1" color="gray">
                  {t('goals.reports.window', { start: formatDay(objective.window.start, locale), end: formatDay(objective.window.end, locale) })}
                </Text>
              </Flex>
              <Figures progress={objective.progress} expected={expectedToday(objective.expected, today)} />
            </>
          }
        />
        <section aria-label={t('goals.reports.keyResultsOf', { title: objective.title })}>
          {objective.keyResults.length === 0 ? (
            <Text size="2" color="gray">
              {t('goals.reports.noKeyResults')}
            </Text>
          ) : (
            <ul className="okr-report-key-results">
              {objective.keyResults.map((keyResult) => (
                <KeyResultFigure key={keyResult.id} keyResult={keyResult} today={today} />
              ))}
            </ul>
          )}
        </section>
      </article>
    </Flex>
  );
}
