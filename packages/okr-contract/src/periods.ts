// Cycles (api-contract.md "Cycles and roll-over"): the values every side shares.

export const periodStatuses = ['upcoming', 'active', 'ended', 'closed'] as const;
export type PeriodStatus = (typeof periodStatuses)[number];

export const PERIOD_NAME_MAX = 100;
export const PERIOD_OVERLAP_MESSAGE = 'Periods of an organization cannot overlap';
export const PERIOD_HAS_OBJECTIVES_MESSAGE = 'Move or delete the objectives of this period before deleting it';
export const PERIOD_CLOSED_MESSAGE = 'This period is closed: reopen it to record check-ins';
