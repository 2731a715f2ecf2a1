import type { KeyResult } from '@okr/contract';

// Building an Intl formatter costs far more than using one: one per locale and style, reused
// (a list of 1,000 objectives formats 1,000 dates).
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let found = formatters.get(key) as T | undefined;
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

/** `2026-03-31` → `Mar 31, 2026` in the active locale (dates are days, read as UTC). */
export function formatDay(day: string | null | undefined, locale: string): string {
  if (!day) return '—';
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return formatter(`day:${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })).format(date);
}

export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatter(`time:${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })).format(date);
}

export function formatNumber(value: number, locale: string): string {
  return formatter(`number:${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })).format(value);
}

/** A key result's value with its unit: `42%`, `1,200 customers`, `Done`/`Not done` for Binary. */
export function formatValue(
  keyResult: Pick<KeyResult, 'metricType' | 'unit' | 'targetValue'>,
  value: number,
  locale: string,
  binaryLabels: { done: string; notDone: string },
): string {
  if (keyResult.metricType === 'Binary') return value >= keyResult.targetValue ? binaryLabels.done : binaryLabels.notDone;
  const number = formatNumber(value, locale);
  if (keyResult.metricType === 'Percentage') return `${number}%`;
  return keyResult.unit ? `${number} ${keyResult.unit}` : number;
}
