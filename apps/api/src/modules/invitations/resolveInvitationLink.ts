import type { PublicInvitation } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { hashLinkToken, linkTokenMatches, looksLikeLinkToken } from '../auth/linkTokens';
import { goneLink, unknownLink } from './invitationErrors';
import { statusOf } from './toInvitation';
import type { InvitationRow } from './toInvitation';

export interface ResolvedInvitation {
  invitation: InvitationRow;
  organizationName: string;
}

/**
 * The invitation a link's token names, still usable: 404 for a token never issued, 410 for one
 * accepted, revoked, expired or replaced by a resend. `lock` holds the invitation row for the
 * caller's transaction (accepting it).
 */
export async function resolveInvitationLink(db: Kysely<Database>, token: string, { lock = false } = {}): Promise<ResolvedInvitation> {
  if (!looksLikeLinkToken(token)) throw unknownLink();
  const link = await db
    .selectFrom('invitation_links')
    .select(['token_hash', 'invitation_id', 'replaced_at'])
    .where('token_hash', '=', hashLinkToken(token))
    .executeTakeFirst();
  if (!link || !linkTokenMatches(token, link.token_hash)) throw unknownLink();
  let query = db
    .selectFrom('invitations')
    .innerJoin('organizations', 'organizations.id', 'invitations.organization_id')
    .selectAll('invitations')
    .select('organizations.name as organization_name')
    .where('invitations.id', '=', link.invitation_id);
  if (lock) query = query.forUpdate('invitations');
  const row = await query.executeTakeFirst();
  if (!row) throw unknownLink();
  const { organization_name: organizationName, ...invitation } = row;
  const status = statusOf(invitation);
  if (status !== 'pending') throw goneLink(status);
  if (link.replaced_at) throw goneLink('replaced');
  return { invitation, organizationName };
}

export function toPublicInvitation({ invitation, organizationName }: ResolvedInvitation): PublicInvitation {
  return {
    organization: { id: invitation.organization_id, name: organizationName },
    email: invitation.email,
    roleType: invitation.role_type,
    invitedBy: { fullName: invitation.invited_by_name },
    expiresAt: invitation.expires_at.toISOString(),
    status: 'pending',
  };
}
