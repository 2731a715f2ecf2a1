import type { SignInLimits } from './signInLimitsConfig';

/**
 * How long an account waits after its latest failure, given its remembered failures: nothing below
 * the threshold, then `delaySeconds` doubling with each further failure up to `maxDelaySeconds`
 * (defaults: 30 s, 1, 2, 4, 8 min, then 15 min per try, about a hundred guesses a day).
 */
export function signInDelaySeconds(failures: number, limits: SignInLimits): number {
  if (failures < limits.accountFailures) return 0;
  const doublings = Math.min(failures - limits.accountFailures, 30);
  return Math.min(limits.delaySeconds * 2 ** doublings, limits.maxDelaySeconds);
}
