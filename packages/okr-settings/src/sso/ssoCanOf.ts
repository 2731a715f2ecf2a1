import { canDo } from '@okr/contract';
import type { EffectivePermissions } from '@okr/contract';

/** What the caller may do with the organization's single sign-on; the server decides the same way. */
export interface SsoCan {
  /** Save the connection, verify a domain, try a test sign-in (`settings:update`). */
  save: boolean;
  /** Remove the connection (`settings:delete`). */
  remove: boolean;
}

/** The SSO panel's permission answers from the caller's flags; nothing until they are known. */
export function ssoCanOf(permissions: EffectivePermissions | null | undefined): SsoCan {
  return { save: canDo(permissions, 'settings', 'update'), remove: canDo(permissions, 'settings', 'delete') };
}
