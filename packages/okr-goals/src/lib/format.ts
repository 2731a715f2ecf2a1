import type { KeyResult } from '@okr/contract';

/** `2026-03-31` → `Mar 31, 2026` in the active locale (dates are days, read as UTC). */
export function formatDay(day: string | null | undefined, locale: string): string {
  if (!day) return '—';
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
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
