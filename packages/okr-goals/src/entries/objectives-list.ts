// Entry point `@okr/goals/objectives-list`.
export { ObjectivesList } from '../objectives/ObjectivesList';
export type { ObjectivesListProps } from '../objectives/ObjectivesList';
export type { ObjectivesEmptyProps, ObjectivesListSlots } from '../objectives/ObjectivesEmpty';
export { ObjectivesTable } from '../objectives/ObjectivesTable';
export type { ObjectivesTableProps } from '../objectives/ObjectivesTable';
export { ObjectiveStepper } from '../objectives/ObjectiveStepper';
export type { ObjectiveStepperProps } from '../objectives/ObjectiveStepper';
export type { ObjectiveFilters } from '../objectives/api';
