import { canDo } from '@okr/contract';
import type { EffectivePermissions } from '@okr/contract';

/** What the caller may do with the open invitations; the server decides the same way. */
export interface InvitationsCan {
  /** Send again: a new link and expiry (`users:create`). */
  resend: boolean;
  /** Revoke: the link stops working (`users:delete`). */
  revoke: boolean;
}

/** The invitations list's permission answers from the caller's flags; nothing until they are known. */
export const invitationsCanOf = (permissions: EffectivePermissions | null | undefined): InvitationsCan => ({
  resend: canDo(permissions, 'users', 'create'),
  revoke: canDo(permissions, 'users', 'delete'),
});
