import { canDo } from '@okr/contract';
import type { EffectivePermissions } from '@okr/contract';

/** What the caller may do from the objectives list; the server decides the same way. */
export interface ObjectivesCan {
  /** Create an objective, and roll a period's objectives over into another (`objectives:create`). */
  create: boolean;
}

/** The objectives list's permission answers from the caller's flags; nothing until they are known. */
export function objectivesCanOf(permissions: EffectivePermissions | null | undefined): ObjectivesCan {
  return { create: canDo(permissions, 'objectives', 'create') };
}
