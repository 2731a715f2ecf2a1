import { describe, expect, it } from 'vitest';
import {
  expectedProgress,
  initiativeNeedsAttention,
  initiativeProgress,
  keyResultProgress,
  keyResultRisk,
  objectiveProgress,
  roundProgress,
} from './progress';

const kr = (metricType: 'Percentage' | 'Numeric' | 'Binary', startValue: number, targetValue: number, currentValue: number) =>
  keyResultProgress({ metricType, startValue, targetValue, currentValue });

describe('keyResultProgress', () => {
  it('is (current - start) / (target - start) for Numeric and Percentage, one decimal', () => {
    expect(kr('Numeric', 0, 200, 50)).toBe(25);
    expect(kr('Numeric', 100, 400, 200)).toBe(33.3);
    expect(kr('Percentage', 20, 80, 50)).toBe(50);
  });
  it('clamps to 0..100', () => {
    expect(kr('Numeric', 0, 10, 15)).toBe(100);
    expect(kr('Numeric', 10, 20, 5)).toBe(0);
  });
  it('handles a decreasing target (from 8 down to 4)', () => {
    expect(kr('Percentage', 8, 4, 6)).toBe(50);
    expect(kr('Percentage', 8, 4, 9)).toBe(0);
  });
  it('is 0 or 100 for Binary', () => {
    expect(kr('Binary', 0, 1, 0)).toBe(0);
    expect(kr('Binary', 0, 1, 1)).toBe(100);
  });
  it('treats an empty span as done once the target is reached', () => {
    expect(kr('Numeric', 5, 5, 5)).toBe(100);
    expect(kr('Numeric', 5, 5, 4)).toBe(0);
  });
});

describe('objectiveProgress', () => {
  it('is the weighted mean of its key results', () => {
    expect(objectiveProgress([{ progress: 100, weight: 1 }, { progress: 0, weight: 3 }])).toBe(25);
    expect(objectiveProgress([{ progress: 50, weight: 1 }, { progress: 20, weight: 1 }])).toBe(35);
  });
  it('is 0 without key results or weights, and ignores zero weights', () => {
    expect(objectiveProgress([])).toBe(0);
    expect(objectiveProgress([{ progress: 80, weight: 0 }])).toBe(0);
    expect(objectiveProgress([{ progress: 80, weight: 0 }, { progress: 40, weight: 2 }])).toBe(40);
  });
});

describe('initiativeProgress and attention', () => {
  it('is the share of tasks Completed', () => {
    expect(initiativeProgress([])).toBe(0);
    expect(initiativeProgress([{ status: 'Completed' }, { status: 'To Do' }, { status: 'At Risk' }])).toBe(33.3);
    expect(initiativeProgress([{ status: 'Completed' }])).toBe(100);
  });
  it('needs attention when At Risk or holding an At Risk task', () => {
    expect(initiativeNeedsAttention('In Progress', [{ status: 'At Risk' }])).toBe(true);
    expect(initiativeNeedsAttention('At Risk', [])).toBe(true);
    expect(initiativeNeedsAttention('In Progress', [{ status: 'To Do' }])).toBe(false);
  });
});

describe('at risk', () => {
  const active = { status: 'Active' as const, startDate: '2026-01-01', endDate: '2026-01-10' };
  it('draws the time-elapsed line over whole days', () => {
    expect(expectedProgress('2026-01-01', '2026-01-10', '2026-01-06')).toBe(50);
    expect(expectedProgress('2026-01-01', '2026-01-10', '2025-12-01')).toBe(0);
    expect(expectedProgress('2026-01-01', '2026-01-10', '2026-03-01')).toBe(100);
    expect(expectedProgress(null, '2026-01-10', '2026-01-06')).toBeNull();
  });
  it('flags low confidence and progress behind the line by more than the tolerance', () => {
    expect(keyResultRisk({ progress: 60, confidence: 3, dueDate: null }, active, '2026-01-06')).toMatchObject({
      atRisk: true,
      lowConfidence: true,
      behind: false,
    });
    expect(keyResultRisk({ progress: 39, confidence: 8, dueDate: null }, active, '2026-01-06')).toMatchObject({
      atRisk: true,
      behind: true,
      expected: 50,
    });
    expect(keyResultRisk({ progress: 40, confidence: 8, dueDate: null }, active, '2026-01-06').atRisk).toBe(false);
    expect(keyResultRisk({ progress: 40, confidence: null, dueDate: null }, active, '2026-01-06').atRisk).toBe(false);
  });
  it('uses the due date when set, and never flags done key results or inactive objectives', () => {
    expect(keyResultRisk({ progress: 20, confidence: 9, dueDate: '2026-01-05' }, active, '2026-01-06').behind).toBe(true);
    expect(keyResultRisk({ progress: 100, confidence: 1, dueDate: null }, active, '2026-01-06').atRisk).toBe(false);
    expect(keyResultRisk({ progress: 0, confidence: 1, dueDate: null }, { ...active, status: 'On Hold' }, '2026-01-06').atRisk).toBe(false);
  });
  it('rounds to one decimal within 0..100', () => {
    expect(roundProgress(33.333)).toBe(33.3);
    expect(roundProgress(-3)).toBe(0);
    expect(roundProgress(Number.NaN)).toBe(0);
  });
});
