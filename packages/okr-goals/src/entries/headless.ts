// Entry point `@okr/goals/headless`: the goals screens' hooks and their rules, with no Radix, no CSS
// and no strings (embedding.md "Fourth wave"). A partner draws their own UI on them. Needs an
// `OkrProvider` above.
export { useMyWeek } from '../week/useMyWeek';
export type { MyWeekModel, UseMyWeekOptions } from '../week/useMyWeek';
export { weekGroupsOf } from '../week/weekGroupsOf';
export type { WeekGroup } from '../week/weekGroupsOf';
export type { OpenWeekItemFailure } from '../week/useOpenWeekItem';
export type { WeekEndedPeriod } from '../week/useWeekEndedPeriod';
export type { PanelState } from '@okr/core';
