// Entry point `@okr/goals/reports-page`: the reports screen (progress, coverage, CSV exports).
export { ReportsPage } from '../reports/ReportsPage';
export type { ReportsPageProps, ReportsTab } from '../reports/ReportsPage';
export { CoverageReport } from '../reports/CoverageReport';
export type { CoverageReportProps } from '../reports/CoverageReport';
