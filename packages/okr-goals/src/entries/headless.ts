// Entry point `@okr/goals/headless`: the goals screens' hooks and their rules, with no Radix, no CSS
// and no strings (embedding.md "Fourth wave"). A partner draws their own UI on them. Needs an
// `OkrProvider` above.
export { useMyWeek } from '../week/useMyWeek';
export type { MyWeekModel, UseMyWeekOptions } from '../week/useMyWeek';
export { weekGroupsOf } from '../week/weekGroupsOf';
export type { WeekGroup } from '../week/weekGroupsOf';
export type { OpenWeekItemFailure } from '../week/useOpenWeekItem';
export type { WeekEndedPeriod } from '../week/useWeekEndedPeriod';
export { useObjectives } from '../objectives/useObjectives';
export type { ObjectivesModel, UseObjectivesOptions } from '../objectives/useObjectives';
export { objectivesCanOf } from '../objectives/objectivesCanOf';
export type { ObjectivesCan } from '../objectives/objectivesCanOf';
export type { ObjectiveFilters as ObjectiveFilterValues } from '../objectives/api';
export { useInitiatives } from '../initiatives/useInitiatives';
export type { InitiativesModel } from '../initiatives/useInitiatives';
export { initiativesCanOf } from '../initiatives/initiativesCanOf';
export type { InitiativesCan } from '../initiatives/initiativesCanOf';
export { initiativesShownOf } from '../initiatives/initiativesShownOf';
export type { InitiativesShow } from '../initiatives/initiativesShownOf';
export type { PanelState } from '@okr/core';
