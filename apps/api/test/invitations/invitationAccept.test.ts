import type { Notification } from '@okr/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, uniqueEmail } from '../support/api';
import type { Registered } from '../support/api';
import { startTestSmtpServer } from '../support/testSmtpServer';
import { useTestApp } from '../support/testApp';
import { invitationCalls, invitationTokenFor, register } from './invitationSupport';

// Accepting an invitation (issue 17): signed in as the invited address, or by creating the account
// from the link; every refusal leaves the invitation and the memberships as they were.

const smtp = await startTestSmtpServer();
const ctx = useTestApp({ smtpUrl: smtp.url });
afterAll(() => smtp.stop());
const calls = invitationCalls(ctx);

async function invite(roleType = 'Editor', email = uniqueEmail('invited')) {
  const admin = await register(ctx.app, { organizationName: 'Northwind' });
  const invitation = (await calls.create(admin, { email, roleType })).json();
  return { admin, invitation, email, token: await invitationTokenFor(smtp, email) };
}

const notificationsOf = async (who: Registered) => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/me/notifications', headers: bearer(who.accessToken) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Notification[]>();
};

const onboardedOf = async (who: { accessToken: string }) => {
  const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(who.accessToken) });
  expect(me.statusCode, me.body).toBe(200);
  return me.json<{ user: { isOnboardingComplete: boolean } }>().user.isOnboardingComplete;
};

const membershipsOf = (userId: string) =>
  ctx.db.selectFrom('organization_members').select('organization_id').where('user_id', '=', userId).execute();

describe('the link', () => {
  it('shows organization, address, role, inviter and expiry without signing in', async () => {
    const { admin, invitation, email, token } = await invite('Viewer');
    const response = await calls.view(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      organization: { id: admin.organization!.id, name: 'Northwind' },
      email,
      roleType: 'Viewer',
      invitedBy: { fullName: 'Ada Lovelace' },
      expiresAt: invitation.expiresAt,
      status: 'pending',
    });
  });

  it('answers 404 for a token never sent and 410 once expired, without a stack or SQL', async () => {
    const { invitation, token } = await invite();
    for (const bad of ['A'.repeat(43), 'short', encodeURIComponent('<script>')]) {
      const response = await calls.view(bad);
      expect(response.statusCode, bad).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'This invitation link is not valid' });
    }
    // NUL is refused at the edge like in every other field.
    expect((await calls.view('a%00b')).statusCode).toBe(400);
    // Longer than any token: refused by the router itself, still in the API's shape, never echoed.
    const long = await calls.view('x'.repeat(500));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'A path parameter is too long' });
    await ctx.db.updateTable('invitations').set({ expires_at: new Date(Date.now() - 1) }).where('id', '=', invitation.id).execute();
    const expired = await calls.view(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ code: 'GONE', message: 'This invitation has expired', details: { reason: 'expired' } });
  });
});

describe('accepting signed in', () => {
  it('joins with the role, switches to the organization, and spends the link', async () => {
    const { admin, invitation, email, token } = await invite('Editor');
    const invitee = await register(ctx.app, { email: email.toUpperCase() });
    const response = await calls.accept(invitee, token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.organization).toMatchObject({ id: admin.organization!.id, name: 'Northwind' });
    expect(body.userRoles.map((r: { roleType: string }) => r.roleType)).toEqual(['Editor']);
    expect(body.permissions.objectives).toMatchObject({ canRead: true, canCreate: true });
    expect(body.permissions.users.canCreate).toBe(false);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(invitee.accessToken) });
    expect(me.json().organization.id).toBe(admin.organization!.id);
    const listed = (await calls.list(admin, '?status=accepted')).json();
    expect(listed).toEqual([expect.objectContaining({ id: invitation.id, status: 'accepted', acceptedAt: expect.any(String) })]);
    const again = await calls.accept(invitee, token);
    expect(again.statusCode).toBe(410);
    expect(again.json().details).toEqual({ reason: 'accepted' });
    const audit = await ctx.db.selectFrom('audit_events').select(['actor_user_id', 'organization_id']).where('action', '=', 'invitation.accepted').where('target_id', '=', invitation.id).execute();
    expect(audit).toEqual([{ actor_user_id: invitee.user.id, organization_id: admin.organization!.id }]);
    // The inviter is told, once (the refused second accept told nobody), and the invitee nothing.
    const told = await notificationsOf(admin);
    expect(told).toEqual([
      expect.objectContaining({
        kind: 'invitation_accepted',
        organization: { id: admin.organization!.id, name: 'Northwind' },
        actor: { id: invitee.user.id, fullName: 'Ada Lovelace' },
        title: 'Northwind',
        href: `/app/settings?tab=organization&org=${admin.organization!.id}`,
        readAt: null,
      }),
    ]);
    expect(await notificationsOf(invitee)).toEqual([]);
  });

  it('completes the onboarding: an invited member joins a ready organization, so no link leads them to /app/onboarding', async () => {
    const { email, token } = await invite('Viewer');
    const invitee = await register(ctx.app, { email });
    expect(await onboardedOf(invitee)).toBe(false);
    const stranger = await register(ctx.app);
    expect((await calls.accept(stranger, token)).statusCode).toBe(403);
    expect(await onboardedOf(stranger)).toBe(false);
    expect((await calls.accept(invitee, token)).statusCode).toBe(200);
    expect(await onboardedOf(invitee)).toBe(true);
  });

  it('tells the inviter nothing in the app when they turned invitation_accepted off', async () => {
    const { admin, email, token } = await invite('Viewer');
    const off = await ctx.app.inject({ method: 'PATCH', url: '/api/me/notification-preferences', headers: bearer(admin.accessToken), payload: { invitation_accepted: { inApp: false } } });
    expect(off.statusCode, off.body).toBe(200);
    const invitee = await register(ctx.app, { email });
    expect((await calls.accept(invitee, token)).statusCode).toBe(200);
    expect(await notificationsOf(admin)).toEqual([]);
  });

  it('refuses someone else (403 naming the address) and an existing member (409), changing nothing', async () => {
    const { admin, invitation, email, token } = await invite();
    const stranger = await register(ctx.app);
    const refused = await calls.accept(stranger, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(`This invitation was sent to ${email}. Sign in with that address to accept it.`);
    expect(await membershipsOf(stranger.user.id)).toHaveLength(1);
    const invitee = await register(ctx.app, { email });
    await ctx.db.updateTable('invitations').set({ status: 'revoked' }).where('id', '=', invitation.id).execute();
    // Made a member another way meanwhile (the add-user dialog), then re-invited.
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/organizations/${admin.organization!.id}/users`,
      headers: bearer(admin.accessToken),
      payload: { userId: invitee.user.id, roleType: 'Viewer' },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await calls.view(token)).statusCode).toBe(410);
    await ctx.db.updateTable('invitations').set({ status: 'pending' }).where('id', '=', invitation.id).execute();
    const member = await calls.accept(invitee, token);
    expect(member.statusCode).toBe(409);
    expect(member.json().message).toBe(`${email} is already a member of this organization`);
    const row = await ctx.db.selectFrom('invitations').select('status').where('id', '=', invitation.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('needs a session (401)', async () => {
    const { token } = await invite();
    expect((await ctx.app.inject({ method: 'POST', url: `/api/invitations/${token}/accept` })).statusCode).toBe(401);
  });

  it('gives a Viewer no way to invite (403)', async () => {
    const { admin, email, token } = await invite('Viewer');
    const viewer = await register(ctx.app, { email });
    const joined = (await calls.accept(viewer, token)).json();
    const asViewer = { ...viewer, organization: joined.organization };
    const response = await calls.create(asViewer, { email: uniqueEmail(), roleType: 'Viewer' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    expect(admin.organization!.id).toBe(joined.organization.id);
  });
});

describe('creating the account from the link', () => {
  it('joins the inviting organization only, accepted in the same transaction', async () => {
    const { admin, invitation, email, token } = await invite('Editor');
    const response = await calls.registerWith(token, email);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.organization).toMatchObject({ id: admin.organization!.id, name: 'Northwind' });
    // Nothing to onboard into: the organization is set up, and the link showed where and as what.
    expect(body.user.isOnboardingComplete).toBe(true);
    expect(await onboardedOf(body)).toBe(true);
    expect(await membershipsOf(body.user.id)).toEqual([{ organization_id: admin.organization!.id }]);
    const row = await ctx.db.selectFrom('invitations').select(['status', 'accepted_by']).where('id', '=', invitation.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'accepted', accepted_by: body.user.id });
    expect((await notificationsOf(admin)).map((n) => [n.kind, n.actor?.fullName])).toEqual([['invitation_accepted', 'Inez Invited']]);
  });

  it('refuses another address (403), a spent link (410) and an unknown one (404), creating no account', async () => {
    const { email, token } = await invite();
    const other = uniqueEmail('other');
    const wrong = await calls.registerWith(token, other);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(`This invitation was sent to ${email}. Sign in with that address to accept it.`);
    expect((await calls.registerWith('B'.repeat(43), other)).statusCode).toBe(404);
    expect((await calls.registerWith(token, email)).statusCode).toBe(201);
    const second = uniqueEmail('second');
    expect((await calls.registerWith(token, second)).statusCode).toBe(410);
    const users = await ctx.db.selectFrom('users').select('id').where('email', 'in', [other, second]).execute();
    expect(users).toEqual([]);
  });
});
