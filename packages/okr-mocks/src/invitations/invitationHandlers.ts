import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { missingPermissionMessage } from '@okr/contract';
import type { MockDb } from '../db/MockDb';
import { createInvitation } from '../db/invitations';
import { fullNameOf } from '../db/users';
import type { DbSource } from '../lib/DbSource';
import { neverAnswer } from '../lib/neverAnswer';
import { preparedSource } from '../lib/preparedSource';
import { apiError, internalError } from '../lib/respond';
import { invitationLinkRoutes } from './invitationLinkRoutes';
import { invitationRoutes, invitationsPath } from './invitationRoutes';
import { ownerOf } from '../db/organizations';

const DAY_MS = 86_400_000;

/** Each organization's owner has invited three people: one pending, one expired, one pending sent an hour ago. */
function addSomeInvitations(db: MockDb): void {
  for (const organization of db.organizations.all()) {
    const user = ownerOf(db, organization.id);
    if (!user) continue;
    const invitedBy = { id: user.id, fullName: fullNameOf(user) };
    const slug = organization.name.toLowerCase().replace(/[^a-z0-9]+/g, '');
    const invite = (email: string, roleType: 'Admin' | 'Editor' | 'Viewer') => createInvitation(db, { organizationId: organization.id, email, roleType, invitedBy }).invitation;
    const expired = invite(`former.contractor@${slug}.example`, 'Viewer');
    db.invitations.update(expired.id, { createdAt: new Date(Date.parse(db.now()) - 10 * DAY_MS).toISOString(), expiresAt: new Date(Date.parse(db.now()) - 3 * DAY_MS).toISOString(), lastSentAt: new Date(Date.parse(db.now()) - 10 * DAY_MS).toISOString() });
    const older = invite(`maria.lopez@${slug}.example`, 'Editor');
    db.invitations.update(older.id, { lastSentAt: new Date(Date.parse(db.now()) - 3_600_000).toISOString() });
    invite(`new.analyst@${slug}.example`, 'Viewer');
  }
}

/** The invitations handler group (organization calls and the link's), over a db source. */
export function createInvitationHandlers(source: DbSource) {
  const routes = (from: DbSource) => [...Object.values(invitationRoutes(from)), ...Object.values(invitationLinkRoutes(from))];
  const all = routes(source);
  return {
    default: all,
    /** Pending, expired and recently sent invitations in every organization. */
    withInvitations: routes(preparedSource(source, addSomeInvitations)),
    /** Listing invitations stays pending. */
    invitationsSlow: [http.get(invitationsPath, neverAnswer), ...all],
    /** A caller whose roles lack `users:read` (a Custom role): the API's real 403 for the list. */
    invitationsForbidden: [http.get(invitationsPath, () => apiError('FORBIDDEN', missingPermissionMessage('users', 'read'))), ...all],
    /** Listing invitations fails with the API's real 500 answer. */
    invitationsError: [http.get(invitationsPath, internalError), ...all],
  } satisfies Record<string, HttpHandler[]>;
}
