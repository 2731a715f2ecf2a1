// Entry point `@okr/settings/periods-panel`.
export { PeriodsPanel } from '../periods/PeriodsPanel';
export type { PeriodsPanelProps } from '../periods/PeriodsPanel';
