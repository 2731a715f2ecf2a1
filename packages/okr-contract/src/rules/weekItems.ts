import type { WeekItemKind } from '../week';
import { CHECK_IN_DUE_DAYS, DIGEST_SEND_HOUR } from '../week';

// The rules of `GET /me/week` written once: the server and the mocks order, word and link the
// items with these, and the digest decides its week with them.

/** What the order of two items needs. */
export interface WeekItemOrderKey {
  kind: WeekItemKind;
  id: string;
  title: string;
  dueDate: string | null;
  organization: { name: string };
}

/** Among items due the same day, which comes first. */
const kindRank: Record<WeekItemKind, number> = {
  task_at_risk: 0,
  key_result_behind: 1,
  initiative_attention: 2,
  check_in_due: 3,
  task_due: 4,
};

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Most urgent first: the earliest due date (overdue ones first; none last), then task at risk, key
 * result behind, initiative needing attention, check-in due, task due; then organization name,
 * title and id (plain code-unit order, the same in every runtime).
 */
export function compareWeekItems(a: WeekItemOrderKey, b: WeekItemOrderKey): number {
  if (a.dueDate !== b.dueDate) {
    if (a.dueDate === null) return 1;
    if (b.dueDate === null) return -1;
    return byText(a.dueDate, b.dueDate);
  }
  return (
    kindRank[a.kind] - kindRank[b.kind] ||
    byText(a.organization.name, b.organization.name) ||
    byText(a.title, b.title) ||
    byText(a.id, b.id)
  );
}

/** What each kind's sentence says (English; the UI and the digest word it per language from `kind` and `dueDate`). */
export type WeekReasonFacts =
  | { kind: 'check_in_due'; daysWithout: number | null }
  | { kind: 'key_result_behind'; progress: number; expected: number | null; lowConfidence: boolean; confidence: number | null }
  | { kind: 'task_at_risk' }
  | { kind: 'task_due'; dueDate: string; today: string }
  | { kind: 'initiative_attention'; atRisk: boolean; tasksAtRisk: number };

export function weekItemReason(facts: WeekReasonFacts): string {
  switch (facts.kind) {
    case 'check_in_due':
      return facts.daysWithout === null ? 'No check-in yet' : `No check-in for ${facts.daysWithout} days`;
    case 'key_result_behind': {
      const parts: string[] = [];
      if (facts.expected !== null && facts.progress < facts.expected) parts.push(`Progress ${facts.progress}% where ${facts.expected}% was expected`);
      if (facts.lowConfidence) parts.push(`Confidence ${facts.confidence ?? 0}/10`);
      return parts.join('; ') || 'Behind';
    }
    case 'task_at_risk':
      return 'Task at risk';
    case 'task_due':
      if (facts.dueDate < facts.today) return `Overdue since ${facts.dueDate}`;
      return facts.dueDate === facts.today ? 'Due today' : `Due ${facts.dueDate}`;
    case 'initiative_attention':
      if (facts.atRisk) return 'Initiative at risk';
      return facts.tasksAtRisk === 1 ? '1 task at risk' : `${facts.tasksAtRisk} tasks at risk`;
  }
}

/**
 * Where an item opens in the host app (`/app/...`), with the organization it lives in as `?org=`
 * so that a link followed from anywhere (the digest) can switch to it first.
 */
export function weekItemHref(organizationId: string, target: { objectiveId: string; keyResultId: string } | { initiativeId: string }): string {
  const org = `org=${encodeURIComponent(organizationId)}`;
  if ('initiativeId' in target) return `/app/initiatives/${encodeURIComponent(target.initiativeId)}?${org}`;
  return `/app/objectives/${encodeURIComponent(target.objectiveId)}?${org}&keyResult=${encodeURIComponent(target.keyResultId)}`;
}

const dayMs = 86_400_000;

/** Whole days from `since` to `at` (a check-in's age). */
export function daysBetween(since: Date, at: Date): number {
  return Math.floor((at.getTime() - since.getTime()) / dayMs);
}

/** The day a key result's check-in falls due: CHECK_IN_DUE_DAYS after its last one (or its creation), UTC. */
export function checkInDueDay(lastCheckInOrCreation: Date): string {
  return new Date(lastCheckInOrCreation.getTime() + CHECK_IN_DUE_DAYS * dayMs).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` plus `days`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

export interface LocalTime {
  /** `YYYY-MM-DD` in the zone. */
  day: string;
  /** 0..23 */
  hour: number;
  /** ISO weekday: 1 Monday .. 7 Sunday. */
  weekday: number;
}

/** The wall clock of `timeZone` at `at`. */
export function localTime(at: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  const weekday = ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  return { day, hour: Number(parts.hour), weekday };
}

/** The ISO week of a day, `YYYY-Www` (the week belongs to the year of its Thursday). */
export function isoWeekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7; // 0 Monday
  const thursday = new Date(date.getTime() + (3 - weekday) * dayMs);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / dayMs / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * The ISO week whose digest is due at `at` for someone in `timeZone`: on Monday from
 * DIGEST_SEND_HOUR local time to the end of that Monday; null at any other time (a digest missed
 * for a whole Monday is not sent late in the week).
 */
export function digestWeekDue(at: Date, timeZone: string): string | null {
  const local = localTime(at, timeZone);
  return local.weekday === 1 && local.hour >= DIGEST_SEND_HOUR ? isoWeekOf(local.day) : null;
}
