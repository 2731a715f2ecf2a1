import { canDo } from '@okr/contract';
import type { EffectivePermissions, Period } from '@okr/contract';

/** What the caller may do with the organization's periods; the server decides the same way. */
export interface PeriodsCan {
  /** Add a period (`settings:create`). */
  create: boolean;
  /** Rename or move a period, close or reopen it (`settings:update`). */
  update: boolean;
  /** Delete a period (`settings:delete`; the server refuses one that holds objectives, 422). */
  delete: boolean;
}

/** The periods panel's permission answers from the caller's flags; nothing until they are known. */
export function periodsCanOf(permissions: EffectivePermissions | null | undefined): PeriodsCan {
  return {
    create: canDo(permissions, 'settings', 'create'),
    update: canDo(permissions, 'settings', 'update'),
    delete: canDo(permissions, 'settings', 'delete'),
  };
}

/** The periods past their last day and not closed yet (`ended`): they still take late check-ins. */
export const endedPeriodsOf = (periods: readonly Period[]): Period[] => periods.filter((period) => period.status === 'ended');
