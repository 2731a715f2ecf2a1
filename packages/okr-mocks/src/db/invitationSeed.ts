import type { MockDb } from './MockDb';
import { demoIds } from './demoSeed';
import { createInvitation, sendInvitationLink } from './invitations';

/** Invitation links that `seedInvitations` stores, one of each state, all to Globex (Hank Scorpio invites). */
export const invitationTokens = {
  /** To a new address (invitee@example.com): register through the link. */
  newPerson: 'invite-token-new-person',
  /** To viewer@demo.okr, who is in Acme only: accept while signed in as them. */
  viewer: 'invite-token-viewer',
  expired: 'invite-token-expired',
  revoked: 'invite-token-revoked',
  accepted: 'invite-token-accepted',
  /** Resent since: a newer link replaced it. */
  replaced: 'invite-token-replaced',
  /** Never stored: the API answers 404. */
  unknown: 'invite-token-unknown',
} as const;

export const INVITED_EMAIL = 'invitee@example.com';

/**
 * One invitation link of each state, to the Globex organization. The open ones never expire in
 * practice (the seed's clock is fixed in the past, the handlers' is the real one). Add it after `demoSeed`.
 */
export function seedInvitations(db: MockDb): void {
  const organizationId = demoIds.organizations.globex;
  const invitedBy = { id: demoIds.users.globexOwner, fullName: 'Hank Scorpio' };
  const future = '2100-01-01T00:00:00.000Z';
  const open = (email: string, token: string, roleType: 'Editor' | 'Viewer' = 'Editor') => {
    const { invitation } = createInvitation(db, { organizationId, email, roleType, invitedBy }, token);
    return db.invitations.update(invitation.id, { expiresAt: future })!;
  };
  open(INVITED_EMAIL, invitationTokens.newPerson);
  open('viewer@demo.okr', invitationTokens.viewer, 'Viewer');
  const expired = open('late@example.com', invitationTokens.expired);
  db.invitations.update(expired.id, { expiresAt: new Date(Date.parse(db.now()) - 3_600_000).toISOString() });
  const revoked = open('revoked@example.com', invitationTokens.revoked);
  db.invitations.update(revoked.id, { status: 'revoked' });
  const accepted = open('accepted@example.com', invitationTokens.accepted);
  db.invitations.update(accepted.id, { status: 'accepted', acceptedAt: db.now() });
  const replaced = open('resent@example.com', invitationTokens.replaced);
  sendInvitationLink(db, replaced, 'invite-token-replacement');
}
