import { Badge, Button, Flex, Link, Table, Text } from '@radix-ui/themes';
import type { Objective } from '@okr/contract';
import { ScrollTable, useLocale } from '@okr/core';
import { memo, useEffect, useRef, useState } from 'react';
import { formatDay } from '../lib/format';
import { ProgressBar, progressTone } from '../lib/ProgressBar';
import { objectiveStatusColor } from '../lib/statusColors';
import { useEnumLabel } from '../lib/useEnumLabel';
import { useGoalsT } from '../lib/useGoalsT';

export interface ObjectivesTableProps {
  objectives: readonly Objective[];
  ownerNames: ReadonlyMap<string, string>;
  onOpen: (objective: Objective) => void;
  /** The href of an objective, so rows are real links (open in a new tab, copy link). */
  hrefOf?: (objective: Objective) => string;
  /** Rows mounted at first; more follow as the end of the table scrolls into view (default 50). */
  windowSize?: number;
}

interface RowProps {
  objective: Objective;
  ownerName: string;
  onOpen: (objective: Objective) => void;
  href: string | undefined;
  enumLabel: (value: string) => string;
  locale: string;
  progressLabel: string;
  krLabel: string;
}

// A row re-renders only when its own objective (a new object after a check-in) or owner changes.
const ObjectiveRow = /* @__PURE__ */ memo(function ObjectiveRow({ objective, ownerName, onOpen, href, enumLabel, locale, progressLabel, krLabel }: RowProps) {
  return (
    <Table.Row className="okr-objective-row" data-objective-id={objective.id}>
      <Table.RowHeaderCell>
        <Link
          href={href ?? '#'}
          weight="medium"
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            onOpen(objective);
          }}
        >
          {objective.title}
        </Link>
        <Text as="div" size="1" color="gray">
          <span className="okr-inline-status">{enumLabel(objective.status)} · </span>
          {[enumLabel(objective.type), objective.strategicAxis, objective.operationalArea].filter(Boolean).join(' · ')}
        </Text>
      </Table.RowHeaderCell>
      <Table.Cell className="okr-col-progress">
        <ProgressBar value={objective.progress} label={progressLabel} tone={progressTone(objective.progress)} />
        <Text as="div" size="1" color="gray">
          {krLabel}
        </Text>
      </Table.Cell>
      <Table.Cell className="okr-col-status">
        <Badge highContrast color={objectiveStatusColor[objective.status]}>{enumLabel(objective.status)}</Badge>
      </Table.Cell>
      <Table.Cell className="okr-col-owner">{ownerName}</Table.Cell>
      <Table.Cell className="okr-col-due">{formatDay(objective.endDate, locale)}</Table.Cell>
    </Table.Row>
  );
});

/**
 * The objectives with their progress, status, owner and end date; one header cell per column.
 * A long list mounts its first `windowSize` rows and grows as its end scrolls into view (or on
 * "Show more"), so 1,000 objectives cost what 50 do until someone scrolls.
 */
export function ObjectivesTable({ objectives, ownerNames, onOpen, hrefOf, windowSize = 50 }: ObjectivesTableProps) {
  const t = useGoalsT();
  const enumLabel = useEnumLabel();
  const locale = useLocale();
  const [limit, setLimit] = useState(windowSize);
  const sentinel = useRef<HTMLDivElement>(null);
  const hidden = objectives.length - limit;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || hidden <= 0 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setLimit((current) => current + windowSize);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hidden, windowSize]);
  const shown = hidden > 0 ? objectives.slice(0, limit) : objectives;
  return (
    <>
      <ScrollTable variant="surface" className="okr-objectives-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>{t('goals.objective.title')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell className="okr-col-progress">{t('goals.objective.progress')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell className="okr-col-status">{t('goals.objective.status')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell className="okr-col-owner">{t('goals.objective.owner')}</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell className="okr-col-due">{t('goals.objective.endDate')}</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {shown.map((objective) => (
            <ObjectiveRow
              key={objective.id}
              objective={objective}
              ownerName={objective.ownerId ? (ownerNames.get(objective.ownerId) ?? '—') : '—'}
              onOpen={onOpen}
              href={hrefOf?.(objective)}
              enumLabel={enumLabel}
              locale={locale}
              progressLabel={t('goals.objective.progressOf', { title: objective.title })}
              krLabel={t('goals.objective.keyResultCount', { count: objective.keyResultCount })}
            />
          ))}
        </Table.Body>
      </ScrollTable>
      {hidden > 0 ? (
        <Flex justify="center" ref={sentinel}>
          <Button variant="ghost" onClick={() => setLimit((current) => current + windowSize)}>
            {t('goals.objectives.moreRows', { count: hidden })}
          </Button>
        </Flex>
      ) : null}
    </>
  );
}
