// Entry point `@okr/goals/initiatives-board`: initiatives, their modals and tasks.
export { InitiativesBoard } from '../initiatives/InitiativesBoard';
export type { InitiativesBoardProps, InitiativesBoardSlots, InitiativesEmptyProps } from '../initiatives/InitiativesBoard';
export { InitiativeViewDialog } from '../initiatives/InitiativeViewDialog';
export type { InitiativeViewDialogProps } from '../initiatives/InitiativeViewDialog';
export { InitiativeFormDialog } from '../initiatives/InitiativeFormDialog';
export type { InitiativeFormDialogProps } from '../initiatives/InitiativeFormDialog';
