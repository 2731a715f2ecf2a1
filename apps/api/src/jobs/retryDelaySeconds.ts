/**
 * Seconds before the next attempt after `attempt` failed ones: 5 s, 30 s, 2 min, 10 min, 1 h, 6 h,
 * then every 12 h (the schedule api-contract.md gives webhooks; emails give up after 24 hours).
 */
export function retryDelaySeconds(attempt: number): number {
  const schedule = [5, 30, 120, 600, 3600, 6 * 3600];
  return schedule[attempt - 1] ?? 12 * 3600;
}
