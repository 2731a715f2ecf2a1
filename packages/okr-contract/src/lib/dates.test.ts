import { describe, expect, it } from 'vitest';
import { dateIssue, endsBeforeStart, isCalendarDate, isDateInRange } from './dates';

describe('dates', () => {
  it('accepts real days inside 1900-01-01..2099-12-31 only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-1-01')).toBe(false);
    expect(isDateInRange('1900-01-01')).toBe(true);
    expect(isDateInRange('2099-12-31')).toBe(true);
    expect(isDateInRange('1899-12-31')).toBe(false);
    expect(isDateInRange('2100-01-01')).toBe(false);
    expect(dateIssue('2100-01-01')).toBe('Use a date between 1900-01-01 and 2099-12-31');
    expect(dateIssue('soon')).toBe('Use a real date written YYYY-MM-DD');
  });
  it('says when an end comes before its start', () => {
    expect(endsBeforeStart('2026-02-01', '2026-01-31')).toBe(true);
    expect(endsBeforeStart('2026-02-01', '2026-02-01')).toBe(false);
    expect(endsBeforeStart(null, '2026-01-31')).toBe(false);
  });
});
