import { canDo } from '@okr/contract';
import type { EffectivePermissions } from '@okr/contract';

/** What the caller may do with the organization's chat channels; the server decides the same way. */
export interface ChatChannelsCan {
  /** Add a channel (`settings:create`). */
  create: boolean;
  /** Edit, turn on or off, send a test message (`settings:update`). */
  update: boolean;
  /** Delete a channel (`settings:delete`). */
  delete: boolean;
}

/** The chat panel's answers from the caller's flags; until they are known (`null`) nothing is allowed. */
export function chatChannelsCanOf(permissions: EffectivePermissions | null | undefined): ChatChannelsCan {
  return {
    create: canDo(permissions, 'settings', 'create'),
    update: canDo(permissions, 'settings', 'update'),
    delete: canDo(permissions, 'settings', 'delete'),
  };
}
