import { describe, expect, it } from 'vitest';
import { aiCreditsMonth, aiCreditsResetAt } from './aiPlanLimits';

describe('AI plan limits', () => {
  it('counts credits per calendar month in UTC', () => {
    const lastSecond = new Date('2026-12-31T23:59:59Z');
    expect(aiCreditsMonth(lastSecond)).toBe('2026-12-01');
    expect(aiCreditsResetAt(lastSecond).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(aiCreditsMonth(new Date('2027-01-01T00:00:00Z'))).toBe('2027-01-01');
  });
});
