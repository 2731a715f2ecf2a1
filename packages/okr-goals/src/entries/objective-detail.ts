// Entry point `@okr/goals/objective-detail`: an objective with its key results and check-ins.
export { ObjectiveDetailScreen } from '../ObjectiveDetailScreen';
export type { ObjectiveDetailScreenProps, ObjectiveDialog } from '../ObjectiveDetailScreen';
export { CheckInForm } from '../check-ins/CheckInForm';
export type { CheckInFormProps } from '../check-ins/CheckInForm';
