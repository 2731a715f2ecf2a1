// Plain values of "Reports (Pro and Enterprise)" (api-contract.md): no zod, UI bundles import these.

/** What `GET /reports/export.csv?kind=` exports. */
export const reportExportKinds = ['objectives', 'key-results', 'check-ins'] as const;
export type ReportExportKind = (typeof reportExportKinds)[number];

/** A key result is stale when its last check-in (or, before any, its creation) is older than this. */
export const STALE_KEY_RESULT_DAYS = 14;
/** The progress report holds at most this many objectives (by creation order); `truncated` says when more matched. */
export const PROGRESS_REPORT_OBJECTIVES_MAX = 500;
/** Each list of the coverage report carries at most this many items; its `count` is the whole number. */
export const COVERAGE_LIST_MAX = 100;

/** The 402 of every report on the Free plan. */
export const REPORTS_PLAN_MESSAGE = 'Advanced reports are part of the Pro and Enterprise plans. Upgrade to see progress over time, coverage and exports.';
