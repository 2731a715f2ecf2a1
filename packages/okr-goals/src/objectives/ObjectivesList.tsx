import type { Objective } from '@okr/contract';
import { useState } from 'react';
import type { ObjectiveFilters as Filters } from './api';
import type { ObjectivesListSlots } from './ObjectivesEmpty';
import { ObjectivesListView } from './ObjectivesListView';
import { RolloverWizard } from './rollover/RolloverWizard';
import { useObjectives } from './useObjectives';
import { listPagingOf } from '../lib/listPaging';

export interface ObjectivesListProps {
  /** Called when a person opens an objective. */
  onOpenObjective?: (objective: Objective) => void;
  /** Called by "New objective"; the host opens the stepper (at `/app/objectives/create`). */
  onCreateObjective?: () => void;
  hrefOf?: (objective: Objective) => string;
  /** Controlled filters (e.g. kept in the URL); uncontrolled when left out. */
  filters?: Filters;
  onFiltersChange?: (filters: Filters) => void;
  /** Show the heading and "New objective" (default true). */
  showHeader?: boolean;
  /** A period id or `'all'`; when left out, the period switcher's choice (`useSelectedPeriod`). */
  period?: string;
  /** The address of an objective by id: the roll-over wizard links to the copies (default `/app/objectives/{id}`). */
  objectiveHref?: (id: string) => string;
  /** Follows a link inside the app without a reload (the host's router). */
  onNavigate?: (href: string) => void;
  /** Replace one part and keep the rest: `empty`. */
  slots?: ObjectivesListSlots;
  className?: string;
}

/**
 * The organization's objectives: search, six filters, progress bars, paged ("Show more"), and
 * rolling a period's objectives over. Draws exactly `useObjectives`.
 */
export function ObjectivesList({
  onOpenObjective,
  onCreateObjective,
  hrefOf,
  filters,
  onFiltersChange,
  showHeader = true,
  period,
  objectiveHref = (id) => `/app/objectives/${encodeURIComponent(id)}`,
  onNavigate,
  slots,
  className,
}: ObjectivesListProps) {
  const model = useObjectives({ filters, onFiltersChange, period });
  const [rollingOver, setRollingOver] = useState(false);
  return (
    <ObjectivesListView
      state={model.state}
      objectives={model.objectives}
      total={model.total}
      error={model.error}
      filters={model.filters}
      onFiltersChange={model.setFilters}
      filtered={model.filtered}
      members={model.members}
      ownerNames={model.ownerNames}
      filterOptions={model.filterOptions}
      period={model.period}
      can={model.can}
      {...listPagingOf(model)}
      onOpenObjective={onOpenObjective}
      hrefOf={hrefOf}
      onCreateObjective={onCreateObjective}
      onRollOver={() => setRollingOver(true)}
      showHeader={showHeader}
      slots={slots}
      className={className}
    >
      {rollingOver && model.period ? (
        <RolloverWizard
          fromPeriod={model.period}
          periods={model.periods}
          onOpenChange={setRollingOver}
          objectiveHref={objectiveHref}
          onNavigate={onNavigate}
        />
      ) : null}
    </ObjectivesListView>
  );
}
