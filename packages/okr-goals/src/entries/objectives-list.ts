// Entry point `@okr/goals/objectives-list`.
export { ObjectivesList } from '../objectives/ObjectivesList';
export type { ObjectivesListProps } from '../objectives/ObjectivesList';
export type { ObjectivesEmptyProps, ObjectivesListSlots } from '../objectives/ObjectivesEmpty';
export { ObjectivesListView } from '../objectives/ObjectivesListView';
export type { ObjectivesListViewProps } from '../objectives/ObjectivesListView';
export { useObjectives } from '../objectives/useObjectives';
export type { ObjectivesModel, UseObjectivesOptions } from '../objectives/useObjectives';
export type { ObjectivesCan } from '../objectives/objectivesCanOf';
export { ObjectivesTable } from '../objectives/ObjectivesTable';
export type { ObjectivesTableProps } from '../objectives/ObjectivesTable';
export { ObjectiveStepper } from '../objectives/ObjectiveStepper';
export type { ObjectiveStepperProps } from '../objectives/ObjectiveStepper';
export type { ObjectiveFilters } from '../objectives/api';
