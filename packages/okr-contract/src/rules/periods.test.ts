import { describe, expect, it } from 'vitest';
import { defaultPeriod, initialPeriods, overlappingPeriod, periodHolding, periodIsOpen, periodStatus, periodsOverlap, quartersOf } from './periods';

const q = (id: string, startDate: string, endDate: string, closed = false) => ({ id, startDate, endDate, closed });
const periods = [q('q1', '2026-01-01', '2026-03-31'), q('q2', '2026-04-01', '2026-06-30'), q('q4', '2026-10-01', '2026-12-31')];

describe('period rules', () => {
  it('computes the status from today unless closed: upcoming, active, ended', () => {
    expect(periodStatus(q('a', '2026-04-01', '2026-06-30'), '2026-03-31')).toBe('upcoming');
    expect(periodStatus(q('a', '2026-04-01', '2026-06-30'), '2026-04-01')).toBe('active');
    expect(periodStatus(q('a', '2026-04-01', '2026-06-30'), '2026-06-30')).toBe('active');
    expect(periodStatus(q('a', '2026-04-01', '2026-06-30'), '2026-07-01')).toBe('ended');
    expect(periodStatus(q('a', '2026-04-01', '2026-06-30', true), '2026-08-01')).toBe('closed');
    expect(periodStatus(q('a', '2026-04-01', '2026-06-30', true), '2026-05-01')).toBe('closed');
  });

  it('keeps a begun period open until it is closed', () => {
    expect(['upcoming', 'active', 'ended', 'closed'].filter((status) => periodIsOpen(status as never))).toEqual(['active', 'ended']);
  });

  it('sees overlaps on shared days, bounds included', () => {
    expect(periodsOverlap(periods[0]!, { startDate: '2026-03-31', endDate: '2026-04-15' })).toBe(true);
    expect(periodsOverlap(periods[0]!, { startDate: '2026-04-01', endDate: '2026-04-15' })).toBe(false);
    expect(overlappingPeriod(periods, { startDate: '2026-07-01', endDate: '2026-09-30' })).toBeUndefined();
    expect(overlappingPeriod(periods, { startDate: '2026-06-01', endDate: '2026-07-30' })?.id).toBe('q2');
    expect(overlappingPeriod(periods, { startDate: '2026-04-01', endDate: '2026-06-15' }, 'q2')).toBeUndefined();
  });

  it('defaults to the period holding today, else the nearest upcoming, skipping closed ones', () => {
    expect(defaultPeriod(periods, '2026-05-10')?.id).toBe('q2');
    expect(defaultPeriod(periods, '2026-08-10')?.id).toBe('q4');
    expect(defaultPeriod(periods, '2025-12-31')?.id).toBe('q1');
    expect(defaultPeriod(periods, '2027-01-01')).toBeUndefined();
    expect(defaultPeriod([q('q2', '2026-04-01', '2026-06-30', true), periods[2]!], '2026-05-10')?.id).toBe('q4');
    expect(periodHolding(periods, '2026-03-31')?.id).toBe('q1');
  });

  it('lists the quarters of this year and the next', () => {
    expect(quartersOf(2026)[1]).toEqual({ name: 'Q2 2026', startDate: '2026-04-01', endDate: '2026-06-30' });
    const initial = initialPeriods('2026-11-25');
    expect(initial).toHaveLength(8);
    expect(initial[7]).toEqual({ name: 'Q4 2027', startDate: '2027-10-01', endDate: '2027-12-31' });
  });
});
