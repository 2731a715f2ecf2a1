import type { Initiative } from '@okr/contract';

/** Which initiatives the board shows: all, those needing attention, the open ones or the finished ones. */
export type InitiativesShow = 'all' | 'attention' | 'open' | 'finished';

const picks: Record<InitiativesShow, (initiative: Initiative) => boolean> = {
  all: () => true,
  attention: (i) => i.needsAttention,
  open: (i) => i.status !== 'Finished',
  finished: (i) => i.status === 'Finished',
};

/** The initiatives `show` picks, those needing attention (At Risk, or an At Risk task) first, else in the server's order. */
export function initiativesShownOf(initiatives: readonly Initiative[], show: InitiativesShow): Initiative[] {
  return initiatives.filter(picks[show]).sort((a, b) => Number(b.needsAttention) - Number(a.needsAttention));
}
