import type { MockDb } from './MockDb';
import { demoIds } from './demoSeed';
import { issuePasswordReset } from './passwordResets';

/** Reset links of viewer@demo.okr that `seedPasswordResets` stores, one of each state. */
export const passwordResetTokens = {
  valid: 'reset-token-valid',
  expired: 'reset-token-expired',
  used: 'reset-token-used',
  /** Never stored: the API answers 404. */
  unknown: 'reset-token-unknown',
} as const;

/**
 * A valid, an expired and a used reset link of viewer@demo.okr. The valid one never expires in
 * practice: the seed's clock is fixed in the past, the handlers' is the real one. Add it after `demoSeed`.
 */
export function seedPasswordResets(db: MockDb): void {
  const userId = demoIds.users.viewer;
  const now = Date.parse(db.now());
  const hour = 3_600_000;
  issuePasswordReset(db, userId, { token: passwordResetTokens.valid, expiresAt: '2100-01-01T00:00:00.000Z' });
  issuePasswordReset(db, userId, { token: passwordResetTokens.expired, expiresAt: new Date(now - hour).toISOString() });
  issuePasswordReset(db, userId, { token: passwordResetTokens.used, usedAt: new Date(now - hour / 2).toISOString() });
}
