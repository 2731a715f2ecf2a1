import { Button } from '@radix-ui/themes';
import { EmptyState } from '@okr/core';
import type { ComponentType, ReactNode } from 'react';
import { useGoalsT } from '../lib/useGoalsT';

/** What `ObjectivesList`'s `empty` slot receives: no objective to show. */
export interface ObjectivesEmptyProps {
  /** A search or a filter is on and nothing matches it; false: the period (or the organization) has none. */
  filtered: boolean;
  /** Clears the search and every filter. */
  onClearFilters: () => void;
  /** The period shown, when one is chosen. */
  periodName: string | null;
  /** Our "New objective" button, hidden or disabled as the caller's permissions say; null without `onCreateObjective`. */
  createButton: ReactNode;
}

/** Parts of `ObjectivesList` a partner replaces while keeping the rest. */
export interface ObjectivesListSlots {
  /** The list's empty state (none yet, none in the period, none matching the filters). */
  empty?: ComponentType<ObjectivesEmptyProps>;
}

/** Our empty state: nothing matches (with "Clear filters"), or nothing yet (with "New objective"). */
export function ObjectivesEmpty({ filtered, onClearFilters, periodName, createButton }: ObjectivesEmptyProps) {
  const t = useGoalsT();
  if (filtered) {
    return (
      <EmptyState
        title={t('goals.objectives.noMatch')}
        description={t('goals.objectives.noMatchHint')}
        action={<Button variant="soft" onClick={onClearFilters}>{t('goals.filters.clear')}</Button>}
      />
    );
  }
  return (
    <EmptyState
      title={periodName !== null ? t('goals.objectives.emptyPeriod', { name: periodName }) : t('goals.objectives.empty')}
      description={periodName !== null ? t('goals.objectives.emptyPeriodHint') : t('goals.objectives.emptyHint')}
      action={createButton}
    />
  );
}
