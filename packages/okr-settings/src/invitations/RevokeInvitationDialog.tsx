import { useState } from 'react';
import type { Invitation } from '@okr/contract';
import { ConfirmDeleteDialog, getErrorMessage, useToast, useTranslation } from '@okr/core';
import { invitationsCatalogs } from '../lib/catalogs/invitationsCatalogs';
import type { PanelAction } from '../lib/panels/panelAction';

export interface RevokeInvitationDialogProps {
  /** The invitation to revoke; `null` closes the dialog. */
  invitation: Invitation | null;
  onClose: () => void;
  onRevoked?: (invitation: Invitation) => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** The invitations hook's `revoke`. */
  revoke: PanelAction<Pick<Invitation, 'id'>>;
}

/** The revoke confirmation: focus trapped, Cancel first; the link in the email stops working. */
export function RevokeInvitationDialog({ invitation, onClose, onRevoked, onCloseAutoFocus, revoke }: RevokeInvitationDialogProps) {
  const t = useTranslation(invitationsCatalogs);
  const toast = useToast();
  // Keeps the address on screen while the dialog animates out.
  const [shown, setShown] = useState(invitation);
  if (invitation && invitation !== shown) setShown(invitation);

  const confirm = () => {
    if (!invitation) return;
    revoke.run(invitation, {
      onSuccess: () => {
        toast.success(t('invitations.revoke.success'));
        onRevoked?.(invitation);
        onClose();
      },
      onError: (error) => toast.error(getErrorMessage(error, t('invitations.revoke.error'))),
    });
  };

  return (
    <ConfirmDeleteDialog
      open={invitation !== null}
      title={t('invitations.revoke.title')}
      question={t('invitations.revoke.confirm', { email: shown?.email ?? '' })}
      confirmLabel={t('invitations.revoke.submit')}
      cancelLabel={t('invitations.revoke.cancel')}
      pending={revoke.isPending}
      onConfirm={confirm}
      onOpenChange={(open) => (open ? undefined : onClose())}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
