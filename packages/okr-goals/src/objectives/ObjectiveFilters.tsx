import { Button, Flex, Select, TextField, VisuallyHidden } from '@radix-ui/themes';
import { objectiveStatuses, objectiveTypes } from '@okr/contract';
import type { OrganizationMember } from '@okr/contract';
import { useId, useState } from 'react';
import type { OptionsByKind } from '../lib/configOptions';
import { memberName } from '../lib/members';
import { useEnumLabel } from '../lib/useEnumLabel';
import { useGoalsT } from '../lib/useGoalsT';
import type { ObjectiveFilters as Filters } from './api';
import { OKR_ROOT_CLASS } from '@okr/core';

const ALL = '__all__';

export interface ObjectiveFiltersProps {
  value: Filters;
  onChange: (next: Filters) => void;
  members: readonly OrganizationMember[];
  options: OptionsByKind;
}

interface FilterSelectProps {
  label: string;
  value: string | undefined;
  values: readonly string[];
  labelOf?: (value: string) => string;
  onChange: (value: string | undefined) => void;
}

function FilterSelect({ label, value, values, labelOf = (v) => v, onChange }: FilterSelectProps) {
  const t = useGoalsT();
  const id = useId();
  return (
    <Flex direction="column" gap="1" className="okr-filter">
      <label htmlFor={id} className="okr-filter-label">
        {label}
      </label>
      <Select.Root value={value ?? ALL} onValueChange={(next) => onChange(next === ALL ? undefined : next)} size="2">
        <Select.Trigger id={id} aria-label={label} className="okr-filter-trigger" />
        <Select.Content position="popper" className={OKR_ROOT_CLASS}>
          <Select.Item value={ALL}>{t('goals.filters.all')}</Select.Item>
          {values.map((option) => (
            <Select.Item key={option} value={option}>
              {labelOf(option)}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  );
}

/** Search and the six filters of the objectives list (status, type, owner, impact category, area, axis). */
export function ObjectiveFilters({ value, onChange, members, options }: ObjectiveFiltersProps) {
  const t = useGoalsT();
  const searchId = useId();
  const enumLabel = useEnumLabel();
  const set = (key: keyof Filters) => (next: string | undefined) => onChange({ ...value, [key]: next });
  const active = Object.entries(value).some(([, v]) => v !== undefined && v !== '');
  const chosen = Object.entries(value).filter(([key, v]) => key !== 'q' && v !== undefined && v !== '').length;
  // At phone width the six selects fold behind a "Filters" button (CSS shows it only there).
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const names = new Map(members.map((member) => [member.id, memberName(member)]));
  return (
    <Flex className="okr-objective-filters" gap="3" wrap="wrap" align="end" role="search" aria-label={t('goals.filters.label')}>
      <Flex direction="column" gap="1" className="okr-filter okr-filter-search">
        <label htmlFor={searchId} className="okr-filter-label">
          {t('goals.filters.search')}
        </label>
        <TextField.Root
          id={searchId}
          type="search"
          placeholder={t('goals.filters.searchPlaceholder')}
          value={value.q ?? ''}
          onChange={(event) => set('q')(event.target.value || undefined)}
        >
          <TextField.Slot>
            <svg width="15" height="15" viewBox="0 0 15 15" aria-hidden="true">
              <circle cx="6.5" cy="6.5" r="4.5" stroke="currentColor" fill="none" strokeWidth="1.4" />
              <path d="M10 10l3.5 3.5" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
            </svg>
          </TextField.Slot>
        </TextField.Root>
      </Flex>
      <Button
        type="button"
        variant="soft"
        color="gray"
        className="okr-filters-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {chosen ? t('goals.filters.toggleCount', { count: chosen }) : t('goals.filters.toggle')}
      </Button>
      <div id={panelId} className="okr-filter-selects" data-open={open || undefined}>
      <FilterSelect
        label={t('goals.objective.status')}
        value={value.status}
        values={objectiveStatuses}
        labelOf={enumLabel}
        onChange={set('status')}
      />
      <FilterSelect
        label={t('goals.objective.type')}
        value={value.type}
        values={objectiveTypes}
        labelOf={enumLabel}
        onChange={set('type')}
      />
      <FilterSelect
        label={t('goals.objective.owner')}
        value={value.ownerId}
        values={members.map((member) => member.id)}
        labelOf={(id) => names.get(id) ?? id}
        onChange={set('ownerId')}
      />
      <FilterSelect label={t('goals.objective.impactCategory')} value={value.impactCategory} values={options['Impact Category']} onChange={set('impactCategory')} />
      <FilterSelect label={t('goals.objective.operationalArea')} value={value.operationalArea} values={options['Operational Area']} onChange={set('operationalArea')} />
      <FilterSelect label={t('goals.objective.strategicAxis')} value={value.strategicAxis} values={options['Strategic Axis']} onChange={set('strategicAxis')} />
      </div>
      {active ? (
        // A ghost button's negative margin would sit it lower than the fields it follows.
        <Button variant="ghost" my="0" onClick={() => onChange({})}>
          {t('goals.filters.clear')}
        </Button>
      ) : (
        <VisuallyHidden>{t('goals.filters.none')}</VisuallyHidden>
      )}
    </Flex>
  );
}
