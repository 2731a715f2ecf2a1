import { canDo } from '@okr/contract';
import type { EffectivePermissions } from '@okr/contract';

/** What the caller may do from the initiatives board; the server decides the same way. */
export interface InitiativesCan {
  /** Start an initiative (`initiatives:create`). */
  create: boolean;
}

/** The initiatives board's permission answers from the caller's flags; nothing until they are known. */
export function initiativesCanOf(permissions: EffectivePermissions | null | undefined): InitiativesCan {
  return { create: canDo(permissions, 'initiatives', 'create') };
}
