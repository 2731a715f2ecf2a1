import type { InitiativeStatus, MetricType, ObjectiveStatus, TaskStatus } from '../okr';

// The progress maths of api-contract.md, written once: the server stores what these compute,
// the mocks compute the same, and the UI can preview a check-in with them.

/** Progress is a percentage with one decimal. */
export function roundProgress(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;
}

export interface KeyResultMeasure {
  metricType: MetricType;
  startValue: number;
  targetValue: number;
  currentValue: number;
}

/**
 * A key result's progress from its metric type: Binary is 0 or 100 (done when the current value
 * reaches the target, 1 by default); Percentage and Numeric are (current - start) / (target -
 * start), clamped to 0..100, so a decreasing target (churn from 8 % to 4 %) works the same way.
 * A target equal to the start counts as done once the current value is there.
 */
export function keyResultProgress({ metricType, startValue, targetValue, currentValue }: KeyResultMeasure): number {
  if (metricType === 'Binary') return currentValue >= targetValue ? 100 : 0;
  const span = targetValue - startValue;
  if (span === 0) return currentValue === targetValue ? 100 : 0;
  return roundProgress(((currentValue - startValue) / span) * 100);
}

export interface WeightedProgress {
  progress: number;
  weight: number;
}

/** An objective's progress: the mean of its key results' progress weighted by their weights (0 without any weight). */
export function objectiveProgress(keyResults: readonly WeightedProgress[]): number {
  let total = 0;
  let weights = 0;
  for (const { progress, weight } of keyResults) {
    if (!(weight > 0)) continue;
    total += progress * weight;
    weights += weight;
  }
  return weights === 0 ? 0 : roundProgress(total / weights);
}

/** An initiative's progress: the share of its tasks Completed (0 without tasks). */
export function initiativeProgress(tasks: readonly { status: TaskStatus }[]): number {
  if (tasks.length === 0) return 0;
  return roundProgress((tasks.filter((task) => task.status === 'Completed').length / tasks.length) * 100);
}

/** An initiative needs attention when it is At Risk itself or any of its tasks is. */
export function initiativeNeedsAttention(status: InitiativeStatus, tasks: readonly { status: TaskStatus }[]): boolean {
  return status === 'At Risk' || tasks.some((task) => task.status === 'At Risk');
}

/** A check-in confidence at or below this (of 10) is low: the key result is at risk. */
export const LOW_CONFIDENCE_MAX = 3;
/** Progress more than this many points under the time-elapsed line is behind. */
export const BEHIND_TOLERANCE = 10;

const dayMs = 86_400_000;
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * The time-elapsed line: how far (0..100) `today` is through start..end (days, both `YYYY-MM-DD`);
 * null when either date is missing or the window is empty.
 */
export function expectedProgress(startDate: string | null, endDate: string | null, today: string): number | null {
  if (!startDate || !endDate) return null;
  const start = dayOf(startDate);
  const end = dayOf(endDate) + dayMs; // the end day counts whole
  if (!(end > start)) return null;
  return roundProgress(((dayOf(today) - start) / (end - start)) * 100);
}

export interface KeyResultRiskInput {
  progress: number;
  /** Confidence of the latest check-in (0..10), null before any. */
  confidence: number | null;
  dueDate: string | null;
}

export interface ObjectiveWindow {
  status: ObjectiveStatus;
  startDate: string | null;
  endDate: string | null;
}

export interface KeyResultRisk {
  atRisk: boolean;
  lowConfidence: boolean;
  behind: boolean;
  /** Where progress should be by today (the time-elapsed line), null without dates. */
  expected: number | null;
}

/**
 * Whether a key result is at risk: only while its objective is Active and it is not done; low
 * confidence (latest check-in at or below LOW_CONFIDENCE_MAX) or behind the time-elapsed line of
 * its objective's start to its own due date (else the objective's end) by more than BEHIND_TOLERANCE.
 */
export function keyResultRisk(keyResult: KeyResultRiskInput, objective: ObjectiveWindow, today: string): KeyResultRisk {
  const expected = expectedProgress(objective.startDate, keyResult.dueDate ?? objective.endDate, today);
  if (objective.status !== 'Active' || keyResult.progress >= 100) {
    return { atRisk: false, lowConfidence: false, behind: false, expected };
  }
  const lowConfidence = keyResult.confidence !== null && keyResult.confidence <= LOW_CONFIDENCE_MAX;
  const behind = expected !== null && keyResult.progress + BEHIND_TOLERANCE < expected;
  return { atRisk: lowConfidence || behind, lowConfidence, behind, expected };
}
