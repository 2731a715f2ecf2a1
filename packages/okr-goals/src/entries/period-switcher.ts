// Entry point `@okr/goals/period-switcher`: the app shell's period switcher and the one shared
// selection every period-scoped screen reads (the objectives list, the dashboard, the reports).
export { PeriodSwitcher } from '../periods/PeriodSwitcher';
export type { PeriodSwitcherProps } from '../periods/PeriodSwitcher';
export { useSelectedPeriod, defaultPeriodOf } from '../lib/periods/useSelectedPeriod';
export type { SelectedPeriod } from '../lib/periods/useSelectedPeriod';
export { ALL_PERIODS, selectedPeriodKey } from '../lib/periods/selectedPeriodStore';
export { periodQueries } from '@okr/core';
export { PeriodStatusBadge } from '../lib/periods/PeriodStatusBadge';
