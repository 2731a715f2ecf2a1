import { canDo } from '@okr/contract';
import type { EffectivePermissions } from '@okr/contract';

/** What the caller may do with the organization's webhook endpoints; the server decides the same way. */
export interface WebhooksCan {
  /** Add an endpoint (`settings:create`). */
  create: boolean;
  /** Edit, enable or disable an endpoint, send it a test event (`settings:update`). */
  update: boolean;
  /** Delete an endpoint (`settings:delete`). */
  remove: boolean;
}

/** The webhooks panel's permission answers from the caller's flags; nothing until they are known. */
export const webhooksCanOf = (permissions: EffectivePermissions | null | undefined): WebhooksCan => ({
  create: canDo(permissions, 'settings', 'create'),
  update: canDo(permissions, 'settings', 'update'),
  remove: canDo(permissions, 'settings', 'delete'),
});
