import { describe, expect, it } from 'vitest';
import { metricTypes, taskStatuses, initiativeStatuses } from '../okr';
import { demoDay, demoOkr } from './demoOkr';

describe('the demo quarter', () => {
  const keyResults = demoOkr.objectives.flatMap((objective) => objective.keyResults);
  it('has 6 to 10 objectives across types and axes, key results of every metric type with check-ins', () => {
    expect(demoOkr.objectives.length).toBeGreaterThanOrEqual(6);
    expect(demoOkr.objectives.length).toBeLessThanOrEqual(10);
    expect(new Set(demoOkr.objectives.map((o) => o.type)).size).toBe(2);
    expect(new Set(demoOkr.objectives.map((o) => o.strategicAxis)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(keyResults.map((k) => k.metricType))).toEqual(new Set(metricTypes));
    expect(keyResults.filter((k) => k.checkIns.length >= 2).length).toBeGreaterThanOrEqual(8);
  });
  it('has initiatives with tasks in every status', () => {
    expect(new Set(demoOkr.initiatives.flatMap((i) => i.tasks.map((t) => t.status)))).toEqual(new Set(taskStatuses));
    expect(new Set(demoOkr.initiatives.map((i) => i.status)).size).toBeGreaterThanOrEqual(3);
    expect(initiativeStatuses).toContain(demoOkr.initiatives[0]!.status);
  });
  it('only points at keys it defines, and check-ins run oldest first', () => {
    const objectiveKeys = new Set(demoOkr.objectives.map((o) => o.key));
    const keyResultKeys = new Set(keyResults.map((k) => k.key));
    expect(keyResultKeys.size).toBe(keyResults.length);
    for (const objective of demoOkr.objectives) if (objective.parent) expect(objectiveKeys).toContain(objective.parent);
    for (const initiative of demoOkr.initiatives) {
      for (const key of initiative.objectives) expect(objectiveKeys).toContain(key);
      for (const key of initiative.keyResults) expect(keyResultKeys).toContain(key);
    }
    for (const k of keyResults) {
      const days = k.checkIns.map((c) => c.daysAgo);
      expect(days).toEqual([...days].sort((a, b) => b - a));
      if (k.metricType === 'Binary') expect(k.checkIns.every((c) => c.value === 0 || c.value === 1)).toBe(true);
    }
  });
  it('moves days', () => {
    expect(demoDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(demoDay('2026-01-01', 45)).toBe('2026-02-15');
  });
});
