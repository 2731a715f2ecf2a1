// Entry point `@okr/settings/periods-panel`.
export { PeriodsPanel } from '../periods/PeriodsPanel';
export type { PeriodsPanelProps } from '../periods/PeriodsPanel';
export { PeriodsView } from '../periods/PeriodsView';
export type { PeriodsViewProps, PeriodsViewSlots } from '../periods/PeriodsView';
export { usePeriods } from '../periods/usePeriods';
export type { PeriodsModel } from '../periods/usePeriods';
