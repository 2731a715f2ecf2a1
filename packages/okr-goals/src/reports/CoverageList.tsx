import { Flex, Heading, Link, Text } from '@radix-ui/themes';
import { useId } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { useGoalsT } from '../lib/useGoalsT';

export interface CoverageListItem {
  id: string;
  /** The linked text (the objective's title, or the key result's). */
  title: string;
  /** The objective the link opens. */
  objectiveId: string;
  /** A second line (the key result's objective, its last check-in). */
  detail?: ReactNode;
}

export interface CoverageListProps {
  title: string;
  hint: string;
  empty: string;
  count: number;
  items: readonly CoverageListItem[];
  objectiveHref?: (id: string) => string;
  onNavigate?: (href: string) => void;
}

/** One list of the coverage report (orphans, without key results, stale), each item linking to its objective. */
export function CoverageList({ title, hint, empty, count, items, objectiveHref, onNavigate }: CoverageListProps) {
  const t = useGoalsT();
  const headingId = useId();
  const follow = (href: string) => (event: MouseEvent) => {
    if (!onNavigate) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <section className="okr-coverage-list" aria-labelledby={headingId}>
      <Flex justify="between" align="baseline" gap="2">
        <Heading as="h3" size="3" id={headingId}>
          {title}
        </Heading>
        <Text size="5" weight="bold" className="okr-coverage-count">
          {count}
        </Text>
      </Flex>
      <Text as="p" size="1" color="gray" mb="2">
        {hint}
      </Text>
      {items.length === 0 ? (
        <Text as="p" size="2" color="gray">
          {empty}
        </Text>
      ) : (
        <ul>
          {items.map((item) => {
            const href = objectiveHref?.(item.objectiveId);
            return (
              <li key={item.id}>
                {href ? (
                  <Link href={href} onClick={follow(href)}>
                    {item.title}
                  </Link>
                ) : (
                  <Text>{item.title}</Text>
                )}
                {item.detail ? (
                  <Text as="div" size="1" color="gray">
                    {item.detail}
                  </Text>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {count > items.length ? (
        <Text as="p" size="1" color="gray" mt="1">
          {t('goals.reports.coverage.showing', { shown: items.length, count })}
        </Text>
      ) : null}
    </section>
  );
}
