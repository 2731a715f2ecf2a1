import { z } from 'zod';
import { reportExportKinds } from '../reports';
import { Id, Text, Timestamp } from './common';
import { MetricType, ObjectiveStatus, ObjectiveType } from './enums';

// "Reports (Pro and Enterprise)" (api-contract.md): GET /reports/progress, /reports/coverage and
// /reports/export.csv. Free answers 402 PLAN_LIMIT_REACHED (REPORTS_PLAN_MESSAGE); every report
// needs `objectives:read` (the key results' lines need no second flag: they are part of the
// objective's report). The rules that compute them live in `rules/reportSeries.ts`,
// `rules/coverageMatrix.ts` and `rules/reportCsv.ts`, shared by the server and the mocks.

export const ReportExportKind = z.enum(reportExportKinds);

/** `?periodId=` (another organization's or unknown: 404) and `?objectiveId=` (one objective; 404 likewise). */
export const ProgressReportQuery = z.strictObject({ periodId: Id.optional(), objectiveId: Id.optional() });
export type ProgressReportQuery = z.infer<typeof ProgressReportQuery>;

export const CoverageReportQuery = z.strictObject({ periodId: Id.optional() });
export type CoverageReportQuery = z.infer<typeof CoverageReportQuery>;

export const ReportExportQuery = z.strictObject({ kind: ReportExportKind, periodId: Id.optional() });
export type ReportExportQuery = z.infer<typeof ReportExportQuery>;

/** The period a report covers; null when no `periodId` was given (then it covers the whole organization). */
export const ReportPeriod = z.object({ id: Id, name: Text, startDate: Text, endDate: Text }).nullable();
export type ReportPeriod = z.infer<typeof ReportPeriod>;

/**
 * A point of the expected line (0 at the start, 100 at the due date, straight between). The line
 * has its start, today while today lies strictly inside (the contract's `expectedProgress`, the
 * dashboard's figure) and its end; it is empty when the window has no end date.
 */
export const ExpectedPoint = z.object({ date: Text, progress: z.number() });
export type ExpectedPoint = z.infer<typeof ExpectedPoint>;

/** A point of an objective's progress over time (a step: it holds until the next point). */
export const ProgressPoint = z.object({ date: Text, progress: z.number() });
export type ProgressPoint = z.infer<typeof ProgressPoint>;

/** A point of a key result's value over time, with the progress that value means today (step). */
export const ValuePoint = z.object({ date: Text, value: z.number(), progress: z.number() });
export type ValuePoint = z.infer<typeof ValuePoint>;

export const ConfidencePoint = z.object({ date: Text, confidence: z.number() });
export type ConfidencePoint = z.infer<typeof ConfidencePoint>;

/** A day with check-ins: the day's last one (`count` how many that day), for markers and the table. */
export const CheckInDay = z.object({ date: Text, value: z.number(), confidence: z.number(), count: z.number().int() });
export type CheckInDay = z.infer<typeof CheckInDay>;

/**
 * Series are step functions, not one point per calendar day: the window's start (the value then:
 * the start value, or the last check-in before the window), one point per day whose value changed
 * (the day's last check-in, UTC), and a closing point today holding the current value (or the
 * window's start while it lies ahead). A chart draws them as steps; a table lists them as they are.
 * Dates are `YYYY-MM-DD` (UTC). Check-ins before the window only set its starting value.
 */
export const ProgressReportKeyResult = z.object({
  id: Id,
  title: Text,
  metricType: MetricType,
  unit: Text.nullable(),
  startValue: z.number(),
  targetValue: z.number(),
  currentValue: z.number(),
  weight: z.number(),
  ownerId: Id.nullable(),
  dueDate: Text.nullable(),
  /** Progress now (0..100). */
  progress: z.number(),
  series: z.array(ValuePoint),
  /** From the objective's window start to this key result's due date (else the objective's end). */
  expected: z.array(ExpectedPoint),
  /** One point per day with check-ins inside the window: that day's last confidence (0..10); the last is the latest. */
  confidence: z.array(ConfidencePoint),
  checkIns: z.array(CheckInDay),
});
export type ProgressReportKeyResult = z.infer<typeof ProgressReportKeyResult>;

export const ProgressReportObjective = z.object({
  id: Id,
  title: Text,
  type: ObjectiveType,
  status: ObjectiveStatus,
  ownerId: Id.nullable(),
  periodId: Id.nullable(),
  /** The objective's own dates (null when unset). */
  startDate: Text.nullable(),
  endDate: Text.nullable(),
  /**
   * The window the lines use: the objective's start date, else its period's, else the day it was
   * created; the end date, else its period's, else none (then no expected line).
   */
  window: z.object({ start: Text, end: Text.nullable() }),
  progress: z.number(),
  /** The weighted mean of its key results' series (`objectiveProgress`) at every day one changed. */
  series: z.array(ProgressPoint),
  expected: z.array(ExpectedPoint),
  keyResults: z.array(ProgressReportKeyResult),
});
export type ProgressReportObjective = z.infer<typeof ProgressReportObjective>;

/** GET /reports/progress: objectives in creation order, their key results in creation order. */
export const ProgressReport = z.object({
  period: ReportPeriod,
  /** The day the report was computed for (UTC): the closing point of every series. */
  today: Text,
  objectives: z.array(ProgressReportObjective),
  /** More objectives matched than PROGRESS_REPORT_OBJECTIVES_MAX: narrow with `periodId` or `objectiveId`. */
  truncated: z.boolean(),
});
export type ProgressReport = z.infer<typeof ProgressReport>;

/** An objective a coverage list points at (the UI links it). */
export const CoverageObjective = z.object({ id: Id, title: Text, ownerId: Id.nullable() });
export type CoverageObjective = z.infer<typeof CoverageObjective>;

export const StaleKeyResult = z.object({
  id: Id,
  title: Text,
  ownerId: Id.nullable(),
  objectiveId: Id,
  objectiveTitle: Text,
  /** Null: never checked in (then it counts from its creation). */
  lastCheckInAt: Timestamp.nullable(),
});
export type StaleKeyResult = z.infer<typeof StaleKeyResult>;

/** A list of at most COVERAGE_LIST_MAX items, oldest first, and how many there are in all. */
const listOf = <T extends z.ZodType>(item: T) => z.object({ count: z.number().int(), items: z.array(item) });

export const CoverageCell = z.object({ strategicAxis: Text.nullable(), operationalArea: Text.nullable(), count: z.number().int() });
export type CoverageCell = z.infer<typeof CoverageCell>;

/**
 * GET /reports/coverage. Counts leave Cancelled objectives out. `strategicAxes` (rows) and
 * `operationalAreas` (columns) list every option of the organization (Global first, in the
 * config options' order) so that empty rows show, then values in use that are no longer
 * options, then null (unset) when an objective has none; `cells` holds the non-zero counts.
 */
export const CoverageReport = z.object({
  period: ReportPeriod,
  today: Text,
  objectives: z.number().int(),
  keyResults: z.number().int(),
  strategicAxes: z.array(Text.nullable()),
  operationalAreas: z.array(Text.nullable()),
  cells: z.array(CoverageCell),
  byType: z.object({ Tactical: z.number().int(), Strategic: z.number().int() }),
  /** Aligned to nothing (no parent) and nothing aligned to them (no child anywhere in the organization). */
  orphans: listOf(CoverageObjective),
  withoutKeyResults: listOf(CoverageObjective),
  /** Key results of Active objectives, not done (progress < 100), whose last check-in (else creation) day is more than STALE_KEY_RESULT_DAYS before today. */
  staleKeyResults: listOf(StaleKeyResult),
});
export type CoverageReport = z.infer<typeof CoverageReport>;
