import { useState } from 'react';
import type { Invitation } from '@okr/contract';
import { getErrorMessage, useToast, useTranslation } from '@okr/core';
import type { PanelState } from '@okr/core';
import { invitationsCatalogs } from '../lib/catalogs/invitationsCatalogs';
import { useReturnFocus } from '../lib/panels/useReturnFocus';
import { InvitationsView } from './InvitationsView';
import type { InvitationsViewSlots } from './InvitationsView';
import { RevokeInvitationDialog } from './RevokeInvitationDialog';
import { useInvitations } from './useInvitations';

export type InvitationsListState = PanelState;

export interface InvitationsListProps {
  /** Called after an invitation was sent again (a new link and expiry). */
  onInvitationResent?: (invitation: Invitation) => void;
  /** Called after an invitation was revoked. */
  onInvitationRevoked?: (invitation: Invitation) => void;
  /** Replace the empty state and keep the rest. */
  slots?: InvitationsViewSlots;
  className?: string;
}

/**
 * The organization's open invitations (api-contract.md "Invitations"): pending and expired ones,
 * with resend and revoke (confirmed). Embeddable on its own; the Organization tab shows it under the members.
 */
export function InvitationsList({ onInvitationResent, onInvitationRevoked, slots, className }: InvitationsListProps) {
  const t = useTranslation(invitationsCatalogs);
  const toast = useToast();
  const model = useInvitations();
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const focus = useReturnFocus();

  const sendAgain = (invitation: Invitation) =>
    model.resend.run(invitation, {
      onSuccess: (sent) => {
        toast.success(t('invitations.resend.success', { email: sent.email }));
        onInvitationResent?.(sent);
      },
      // 429 within a minute of the last send: the server's words say when to try again.
      onError: (error) => toast.error(getErrorMessage(error, t('invitations.resend.error'))),
    });

  return (
    <InvitationsView
      state={model.state}
      invitations={model.invitations}
      can={model.can}
      error={model.error}
      resendPendingId={model.resend.pendingId}
      onResend={sendAgain}
      onRevoke={(invitation) => {
        focus.remember();
        setRevoking(invitation);
      }}
      onRetry={model.retry}
      slots={slots}
      className={className}
    >
      <RevokeInvitationDialog
        invitation={revoking}
        onClose={() => setRevoking(null)}
        onRevoked={onInvitationRevoked}
        onCloseAutoFocus={focus.onCloseAutoFocus}
        revoke={model.revoke}
      />
    </InvitationsView>
  );
}
