// Entry point `@okr/goals/initiatives-board`: initiatives, their modals and tasks.
export { InitiativesBoard } from '../initiatives/InitiativesBoard';
export type { InitiativesBoardProps } from '../initiatives/InitiativesBoard';
export type { InitiativesBoardSlots, InitiativesEmptyProps } from '../initiatives/InitiativesEmpty';
export { InitiativesBoardView } from '../initiatives/InitiativesBoardView';
export type { InitiativesBoardViewProps } from '../initiatives/InitiativesBoardView';
export { useInitiatives } from '../initiatives/useInitiatives';
export type { InitiativesModel } from '../initiatives/useInitiatives';
export type { InitiativesCan } from '../initiatives/initiativesCanOf';
export type { InitiativesShow } from '../initiatives/initiativesShownOf';
export { InitiativeViewDialog } from '../initiatives/InitiativeViewDialog';
export type { InitiativeViewDialogProps } from '../initiatives/InitiativeViewDialog';
export { InitiativeFormDialog } from '../initiatives/InitiativeFormDialog';
export type { InitiativeFormDialogProps } from '../initiatives/InitiativeFormDialog';
