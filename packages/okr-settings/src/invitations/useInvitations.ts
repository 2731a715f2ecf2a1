import { useQuery } from '@tanstack/react-query';
import type { Invitation } from '@okr/contract';
import type { ApiError, PanelState } from '@okr/core';
import { panelStateOf } from '@okr/core';
import { invitationsQuery, useResendInvitation, useRevokeInvitation } from '../lib/invitationsApi';
import { apiErrorOf, panelActionOf } from '../lib/panels/panelAction';
import type { PanelAction } from '../lib/panels/panelAction';
import { useCallerPanel } from '../lib/panels/useCallerPanel';
import { invitationsCanOf } from './invitationPermissions';
import type { InvitationsCan } from './invitationPermissions';

export interface InvitationsModel {
  /** The invitations list's `data-state`, the same words. */
  state: PanelState;
  /** Pending and expired invitations, newest first; empty until loaded. */
  invitations: Invitation[];
  /** The failure behind `error` or `forbidden`, else null. */
  error: ApiError | null;
  can: InvitationsCan;
  /** A new link, a new expiry, a new email; 429 within 60 s of the last send. `pendingId`: the one being sent. */
  resend: PanelAction<Pick<Invitation, 'id'>, Invitation> & { pendingId: string | null };
  /** Its link answers 410 from now on. */
  revoke: PanelAction<Pick<Invitation, 'id'>>;
  retry: () => void;
}

/** The organization's open invitations without a view (api-contract.md "Invitations"). */
export function useInvitations(): InvitationsModel {
  const { api, orgId, can } = useCallerPanel(invitationsCanOf);
  const query = useQuery(invitationsQuery(api, orgId));
  const resend = useResendInvitation(orgId);
  const revoke = useRevokeInvitation(orgId);
  return {
    state: panelStateOf({ hasData: query.data !== undefined, isEmpty: query.data?.length === 0, error: query.error }),
    invitations: query.data ?? [],
    error: query.data === undefined && query.error ? apiErrorOf(query.error) : null,
    can,
    resend: {
      ...panelActionOf(resend, (invitation: Pick<Invitation, 'id'>) => invitation.id),
      pendingId: resend.isPending ? (resend.variables ?? null) : null,
    },
    revoke: panelActionOf(revoke, (invitation: Pick<Invitation, 'id'>) => invitation.id),
    retry: () => void query.refetch(),
  };
}
