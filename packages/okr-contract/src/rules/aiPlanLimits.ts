import { AI_CREDITS_PER_MONTH, AI_DOCUMENT_LIMIT } from '../ai';
import type { Plan } from '../enums';

/**
 * The AI credits an organization may spend in a calendar month (UTC): Free 50, Pro 500, Enterprise
 * as a super administrator set it (`override`, 0 when never set). `override` is ignored on the
 * other plans: a super administrator changes their allowance by changing the plan.
 */
export function aiCreditsAllowance(plan: Plan, override: number | null | undefined): number {
  if (plan === 'Enterprise') return Math.max(0, Math.floor(override ?? 0));
  return AI_CREDITS_PER_MONTH[plan];
}

/** How many documents the plan allows (null: no limit). */
export function aiDocumentLimit(plan: Plan): number | null {
  return AI_DOCUMENT_LIMIT[plan];
}

/** The first instant of the next calendar month (UTC) after `now`: when credits reset. */
export function aiCreditsResetAt(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** The calendar month (UTC) credits are counted in, as `YYYY-MM-01`. */
export function aiCreditsMonth(now: Date): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01`;
}
