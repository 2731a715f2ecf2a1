import { describe, expect, it } from 'vitest';
import { closingDay, expectedLine, keyResultSeries, objectiveSeries, reportWindow } from './reportSeries';

const kr = { metricType: 'Numeric' as const, startValue: 0, targetValue: 200, currentValue: 120 };
const day = (date: string, value: number, confidence = 5, count = 1) => ({ date, value, confidence, count });
const window = { start: '2026-01-01', end: '2026-03-31' };

describe('report series', () => {
  it('takes the objective dates, else the period, else the creation day', () => {
    expect(reportWindow({ startDate: '2026-01-05', endDate: null, createdOn: '2025-12-01' }, { startDate: '2026-01-01', endDate: '2026-03-31' })).toEqual({
      start: '2026-01-05',
      end: '2026-03-31',
    });
    expect(reportWindow({ startDate: null, endDate: null, createdOn: '2025-12-01' }, null)).toEqual({ start: '2025-12-01', end: null });
  });

  it('draws the expected line from 0 at the start to 100 at the end through today', () => {
    expect(expectedLine('2026-01-01', '2026-01-10', '2026-01-06')).toEqual([
      { date: '2026-01-01', progress: 0 },
      { date: '2026-01-06', progress: 50 },
      { date: '2026-01-10', progress: 100 },
    ]);
    expect(expectedLine('2026-01-01', '2026-01-10', '2026-02-01')).toHaveLength(2);
    expect(expectedLine('2026-01-01', null, '2026-01-05')).toEqual([]);
    expect(expectedLine('2026-01-10', '2026-01-01', '2026-01-05')).toEqual([]);
  });

  it('steps only where the value changed, from the start value to the current value today', () => {
    const days = [day('2025-12-20', 10), day('2026-01-08', 40), day('2026-01-15', 40), day('2026-01-22', 90), day('2026-02-10', 120)];
    expect(keyResultSeries(kr, days, window, '2026-02-10')).toEqual([
      { date: '2026-01-01', value: 10, progress: 5 },
      { date: '2026-01-08', value: 40, progress: 20 },
      { date: '2026-01-22', value: 90, progress: 45 },
      { date: '2026-02-10', value: 120, progress: 60 },
    ]);
  });

  it('holds one point at the start while the window lies ahead', () => {
    expect(closingDay(window, '2025-11-01')).toBe('2026-01-01');
    expect(keyResultSeries({ ...kr, currentValue: 0 }, [], window, '2025-11-01')).toEqual([{ date: '2026-01-01', value: 0, progress: 0 }]);
  });

  it('weights the key results into the objective line at every change', () => {
    const a = { weight: 1, series: [{ date: '2026-01-01', progress: 0 }, { date: '2026-01-10', progress: 50 }, { date: '2026-02-01', progress: 50 }] };
    const b = { weight: 3, series: [{ date: '2026-01-01', progress: 0 }, { date: '2026-01-20', progress: 100 }, { date: '2026-02-01', progress: 100 }] };
    expect(objectiveSeries([a, b], window, '2026-02-01')).toEqual([
      { date: '2026-01-01', progress: 0 },
      { date: '2026-01-10', progress: 12.5 },
      { date: '2026-01-20', progress: 87.5 },
      { date: '2026-02-01', progress: 87.5 },
    ]);
    expect(objectiveSeries([], window, '2026-02-01')).toEqual([
      { date: '2026-01-01', progress: 0 },
      { date: '2026-02-01', progress: 0 },
    ]);
  });
});
