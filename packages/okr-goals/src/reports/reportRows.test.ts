import { describe, expect, it } from 'vitest';
import { expectedAt, expectedToday, keyResultRows, objectiveRows } from './reportRows';

const expected = [
  { date: '2026-01-01', progress: 0 },
  { date: '2026-01-11', progress: 50 },
  { date: '2026-01-21', progress: 100 },
];

describe('report rows', () => {
  it('reads the expected line straight between its points and null outside it', () => {
    expect(expectedAt(expected, '2026-01-06')).toBe(25);
    expect(expectedAt(expected, '2026-01-11')).toBe(50);
    expect(expectedAt(expected, '2025-12-31')).toBeNull();
    expect(expectedAt(expected, '2026-01-22')).toBeNull();
    expect(expectedToday(expected, '2026-02-01')).toBe(100);
    expect(expectedToday([], '2026-02-01')).toBeNull();
  });

  it('holds an objective’s progress from one point to the next (steps) on every date of either line', () => {
    const rows = objectiveRows({ series: [{ date: '2026-01-01', progress: 0 }, { date: '2026-01-06', progress: 30 }], expected });
    expect(rows.map((r) => [r.date, r.progress, r.expected])).toEqual([
      ['2026-01-01', 0, 0],
      ['2026-01-06', 30, 25],
      ['2026-01-11', null, 50],
      // The series closed on the 6th (today): it does not run on to the end of the expected line.
      ['2026-01-21', null, 100],
    ]);
  });

  it('gives a key result’s value, confidence and check-ins per date, null before a line starts', () => {
    const rows = keyResultRows({
      series: [
        { date: '2026-01-01', value: 10, progress: 0 },
        { date: '2026-01-05', value: 40, progress: 30 },
      ],
      expected: [{ date: '2026-01-01', progress: 0 }, { date: '2026-01-11', progress: 100 }],
      confidence: [{ date: '2026-01-05', confidence: 7 }],
      checkIns: [{ date: '2026-01-05', value: 40, confidence: 7, count: 2 }],
    });
    expect(rows).toEqual([
      { date: '2026-01-01', value: 10, progress: 0, expected: 0, confidence: null, checkIns: 0 },
      { date: '2026-01-05', value: 40, progress: 30, expected: 40, confidence: 7, checkIns: 2 },
      { date: '2026-01-11', value: null, progress: null, expected: 100, confidence: null, checkIns: 0 },
    ]);
  });
});
