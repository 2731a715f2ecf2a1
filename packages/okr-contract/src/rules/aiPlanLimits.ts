// The allowances themselves are the plans' (rules/planLimits.ts); these say when a month is.

/** The first instant of the next calendar month (UTC) after `now`: when credits reset. */
export function aiCreditsResetAt(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** The calendar month (UTC) credits are counted in, as `YYYY-MM-01`. */
export function aiCreditsMonth(now: Date): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01`;
}
