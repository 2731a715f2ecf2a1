import { describe, expect, it } from 'vitest';
import { aiCreditsAllowance, aiCreditsMonth, aiCreditsResetAt, aiDocumentLimit } from './aiPlanLimits';

describe('AI plan limits', () => {
  it('gives Free 50 and Pro 500 credits whatever the override, Enterprise the override', () => {
    expect(aiCreditsAllowance('Free', 9999)).toBe(50);
    expect(aiCreditsAllowance('Pro', null)).toBe(500);
    expect(aiCreditsAllowance('Enterprise', 2500)).toBe(2500);
    expect(aiCreditsAllowance('Enterprise', null)).toBe(0);
    expect(aiCreditsAllowance('Enterprise', -3)).toBe(0);
  });

  it('limits documents on Free only', () => {
    expect(aiDocumentLimit('Free')).toBe(3);
    expect(aiDocumentLimit('Pro')).toBeNull();
    expect(aiDocumentLimit('Enterprise')).toBeNull();
  });

  it('counts credits per calendar month in UTC', () => {
    const lastSecond = new Date('2026-12-31T23:59:59Z');
    expect(aiCreditsMonth(lastSecond)).toBe('2026-12-01');
    expect(aiCreditsResetAt(lastSecond).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(aiCreditsMonth(new Date('2027-01-01T00:00:00Z'))).toBe('2027-01-01');
  });
});
