import type { Invitation, InvitationStatus } from '@okr/contract';
import type { Selectable } from 'kysely';
import type { InvitationsTable } from '../../db/Database';

export type InvitationRow = Selectable<InvitationsTable>;

/** A pending invitation past its expiry reads as `expired`; nothing is written for that. */
export function statusOf(row: Pick<InvitationRow, 'status' | 'expires_at'>, now = new Date()): InvitationStatus {
  return row.status === 'pending' && row.expires_at.getTime() <= now.getTime() ? 'expired' : row.status;
}

/** The wire shape (api-contract.md "Invitations"): never the token, never its hash. */
export function toInvitation(row: InvitationRow, now = new Date()): Invitation {
  return {
    id: row.id,
    organizationId: row.organization_id,
    email: row.email,
    roleType: row.role_type,
    status: statusOf(row, now),
    invitedBy: { id: row.invited_by, fullName: row.invited_by_name },
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    acceptedAt: row.accepted_at?.toISOString() ?? null,
  };
}
