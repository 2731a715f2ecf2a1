/**
 * Rate limits count in fixed windows of a minute: attempts that straddle a minute's end are split
 * between two counters, and the one over the limit passes. Tests of a limit start early in a minute,
 * waiting for the next one when less than `marginMs` of this one is left.
 */
export async function startEarlyInAMinute(marginMs = 20_000): Promise<void> {
  const leftMs = 60_000 - (Date.now() % 60_000);
  if (leftMs < marginMs) await new Promise((resolve) => setTimeout(resolve, leftMs + 50));
}
