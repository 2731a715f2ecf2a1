import { randomUUID } from 'node:crypto';
import { hashLinkToken, newLinkToken } from '../../../src/modules/auth/linkTokens';
import type { ExpectedGuard, WalkCase, WalkWorld } from './walkCase';

/** The `users` flag in the organization of `:id`, for people only (an API key never invites). */
const peopleUsers = (action: 'create' | 'read' | 'delete'): ExpectedGuard => ({
  domain: 'users',
  action,
  organizationFromRoute: true,
  people: true,
});

/** The walk's cases of invitations (issue 17). */
export function invitationCases(world: WalkWorld): WalkCase[] {
  /** A pending invitation of the organization (sent long enough ago to be resent), and its link's token. */
  async function invitationOf(organizationId: string, email = `${randomUUID()}@walk.test`): Promise<{ id: string; token: string }> {
    const id = randomUUID();
    const token = newLinkToken();
    // The walk may call a case twice in one organization: the address's earlier one makes way.
    await world.db.deleteFrom('invitations').where('organization_id', '=', organizationId).where('email', '=', email).execute();
    await world.db
      .insertInto('invitations')
      .values({
        id,
        organization_id: organizationId,
        email,
        role_type: 'Viewer',
        status: 'pending',
        invited_by: world.tokens.memberWithFlag.userId,
        invited_by_name: 'Walk owner',
        language: 'en',
        expires_at: new Date(Date.now() + 86_400_000),
        last_sent_at: new Date(Date.now() - 3_600_000),
      })
      .execute();
    await world.db.insertInto('invitation_links').values({ token_hash: hashLinkToken(token), invitation_id: id }).execute();
    return { id, token };
  }
  const emailOf = async (userId: string) =>
    (await world.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;

  return [
    {
      route: 'POST /api/organizations/:id/invitations',
      guard: peopleUsers('create'),
      request: (organizationId) => ({
        url: `/api/organizations/${organizationId}/invitations`,
        payload: { email: `${randomUUID()}@walk.test`, roleType: 'Viewer' },
      }),
      ok: 201,
    },
    {
      route: 'GET /api/organizations/:id/invitations',
      guard: peopleUsers('read'),
      request: (organizationId) => ({ url: `/api/organizations/${organizationId}/invitations` }),
      ok: 200,
    },
    {
      route: 'POST /api/organizations/:id/invitations/:invitationId/resend',
      guard: peopleUsers('create'),
      request: async (organizationId) => ({
        url: `/api/organizations/${organizationId}/invitations/${(await invitationOf(organizationId)).id}/resend`,
      }),
      ok: 200,
    },
    {
      route: 'DELETE /api/organizations/:id/invitations/:invitationId',
      guard: peopleUsers('delete'),
      request: async (organizationId) => ({
        url: `/api/organizations/${organizationId}/invitations/${(await invitationOf(organizationId)).id}`,
      }),
      ok: 204,
    },
    {
      route: 'GET /api/invitations/:token',
      guard: 'public',
      request: async (organizationId) => ({ url: `/api/invitations/${(await invitationOf(organizationId)).token}` }),
      ok: 200,
    },
    {
      // Addressed to someone who is not yet a member: only that person may accept it.
      route: 'POST /api/invitations/:token/accept',
      guard: 'signedIn',
      request: async (organizationId) => {
        const { token } = await invitationOf(organizationId, await emailOf(world.tokens.otherOrganizationMember.userId));
        return { url: `/api/invitations/${token}/accept` };
      },
      ok: 200,
      handlerAnswers: { memberWithFlag: 403, memberWithoutFlag: 403, superAdmin: 403 },
    },
  ];
}
