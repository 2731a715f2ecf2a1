// Entry point `@okr/goals/progress-report`: progress over time per objective and key result, embeddable.
export { ProgressReport } from '../reports/ProgressReport';
export type { ProgressReportProps } from '../reports/ProgressReport';
