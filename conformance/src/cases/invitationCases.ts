import { membersHref } from '@okr/contract';
import type { AuthSessionResponse, Invitation as InvitationWire, Notification as NotificationWire, OutboxEmailDetail, OutboxEmailList } from '@okr/contract';
import { AcceptInvitationResponse, AuthSessionResponse as AuthSessionResponseSchema, Invitation, Notification, PublicInvitation } from '@okr/contract/schemas';
import { expect } from 'vitest';
import { defineCase } from '../ConformanceCase';
import type { Harness, WireResponse } from '../Harness';
import { PASSWORD, signUp, uniqueEmail } from '../setup/signUp';
import type { Account } from '../setup/signUp';

// api-contract.md "Invitations": the link travels only in the email, read here where an operator
// without SMTP would, in the super administrator's outbox.

interface World {
  admin: Account;
  email: string;
  invitation: InvitationWire;
  token: string;
  /** Signed up with the invited address (not yet a member). */
  invitee: Account;
  stranger: Account;
}

async function send(harness: Harness, ...args: Parameters<Harness['send']>) {
  const answer = await harness.send(...args);
  if (answer.status >= 300) throw new Error(`setup: ${args[0].method} ${args[0].path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** The token of the newest invitation email to `to`, read from the outbox as a super administrator. */
async function linkTokenFor(harness: Harness, to: string, superAdmin: Account): Promise<string> {
  const list = (await send(harness, { method: 'GET', path: `/admin/outbox?q=${encodeURIComponent(to)}`, token: superAdmin.accessToken })) as OutboxEmailList;
  const detail = (await send(harness, { method: 'GET', path: `/admin/outbox/${list.items[0]!.id}`, token: superAdmin.accessToken })) as OutboxEmailDetail;
  const match = /\/invite\/([A-Za-z0-9_-]+)/.exec(detail.text);
  if (!match?.[1]) throw new Error(`setup: no invitation link in the email: ${detail.text}`);
  return match[1];
}

async function accountWithEmail(harness: Harness, email: string): Promise<Account> {
  const session = (await send(harness, { method: 'POST', path: '/auth/register', body: { email, password: PASSWORD, firstName: 'Inez', lastName: 'Invited' } })) as AuthSessionResponse;
  return {
    userId: session.user.id,
    email,
    password: PASSWORD,
    firstName: 'Inez',
    lastName: 'Invited',
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    organizationId: session.organization!.id,
  };
}

async function invited(harness: Harness, { withInvitee = true } = {}): Promise<World> {
  const admin = await signUp(harness, 'inviter', 'Grace', 'Hopper');
  const superAdmin = await signUp(harness, 'outbox-reader');
  await harness.grantSuperAdmin(superAdmin.userId);
  const email = uniqueEmail('invited');
  const invitation = (await send(harness, {
    method: 'POST',
    path: `/organizations/${admin.organizationId}/invitations`,
    token: admin.accessToken,
    body: { email, roleType: 'Editor' },
  })) as InvitationWire;
  const token = await linkTokenFor(harness, email, superAdmin);
  const invitee = withInvitee ? await accountWithEmail(harness, email.toUpperCase()) : (undefined as unknown as Account);
  return { admin, email, invitation, token, invitee, stranger: await signUp(harness, 'stranger') };
}

const tokenOf = (answer: WireResponse | undefined) => (answer?.body as AuthSessionResponse).accessToken;
const orgPath = ({ admin }: World, rest = '') => `/organizations/${admin.organizationId}/invitations${rest}`;

export const invitationCases = [
  defineCase<World>({
    name: 'invitations: created pending and listed; SuperAdmin 422, a member or a pending address 409, bad input 400',
    setup: (harness) => invited(harness, { withInvitee: false }),
    steps: [
      {
        send: (world) => ({ method: 'GET', path: orgPath(world), token: world.admin.accessToken }),
        expect: {
          status: 200,
          check: (body: InvitationWire[], { email, admin }: World, headers) => {
            expect(body.map((item) => Invitation.parse(item))).toHaveLength(1);
            expect(body[0]).toMatchObject({ email, roleType: 'Editor', status: 'pending', organizationId: admin.organizationId, invitedBy: { id: admin.userId, fullName: 'Grace Hopper' }, acceptedAt: null });
            expect(headers['x-total-count']).toBe('1');
          },
        },
      },
      {
        send: (world) => ({ method: 'POST', path: orgPath(world), token: world.admin.accessToken, body: { email: world.email.toUpperCase(), roleType: 'Viewer' } }),
        expect: { status: 409, code: 'CONFLICT', check: (body: { message: string }, { email }: World) => expect(body.message).toBe(`${email} already has a pending invitation to this organization`) },
      },
      {
        send: (world) => ({ method: 'POST', path: orgPath(world), token: world.admin.accessToken, body: { email: world.admin.email, roleType: 'Viewer' } }),
        expect: { status: 409, code: 'CONFLICT', check: (body: { message: string }, { admin }: World) => expect(body.message).toBe(`${admin.email} is already a member of this organization`) },
      },
      {
        send: (world) => ({ method: 'POST', path: orgPath(world), token: world.admin.accessToken, body: { email: uniqueEmail('super'), roleType: 'SuperAdmin' } }),
        expect: { status: 422, code: 'RULE_VIOLATION', message: 'SuperAdmin cannot be assigned inside an organization' },
      },
      {
        send: (world) => ({ method: 'POST', path: orgPath(world), token: world.admin.accessToken, body: { email: 'not-an-email', roleType: 'Viewer' } }),
        expect: { status: 400, code: 'VALIDATION_ERROR', check: (body: { details: { field: string }[] }) => expect(body.details.map((d) => d.field)).toEqual(['email']) },
      },
      {
        send: (world) => ({ method: 'POST', path: orgPath(world), token: world.stranger.accessToken, body: { email: uniqueEmail('x'), roleType: 'Viewer' } }),
        expect: { status: 404, code: 'NOT_FOUND' },
      },
      {
        send: (world) => ({ method: 'GET', path: orgPath(world, '?status=nope'), token: world.admin.accessToken }),
        expect: { status: 400, code: 'VALIDATION_ERROR' },
      },
    ],
  }),
  defineCase<World>({
    name: 'invitation link: public view; someone else 403 naming the address; the invited person joins (200, onboarding complete) and the link is spent (410)',
    setup: (harness) => invited(harness),
    steps: [
      {
        send: ({ token }) => ({ method: 'GET', path: `/invitations/${token}` }),
        expect: {
          status: 200,
          schema: PublicInvitation,
          check: (body: PublicInvitation, { email, admin }: World) =>
            expect(body).toMatchObject({ email, roleType: 'Editor', status: 'pending', organization: { id: admin.organizationId }, invitedBy: { fullName: 'Grace Hopper' } }),
        },
      },
      {
        send: () => ({ method: 'GET', path: `/invitations/${'A'.repeat(43)}` }),
        expect: { status: 404, code: 'NOT_FOUND', message: 'This invitation link is not valid' },
      },
      {
        send: ({ token }) => ({ method: 'POST', path: `/invitations/${token}/accept` }),
        expect: { status: 401, code: 'UNAUTHENTICATED' },
      },
      {
        send: ({ token, stranger }) => ({ method: 'POST', path: `/invitations/${token}/accept`, token: stranger.accessToken }),
        expect: { status: 403, code: 'FORBIDDEN', check: (body: { message: string }, { email }: World) => expect(body.message).toBe(`This invitation was sent to ${email}. Sign in with that address to accept it.`) },
      },
      {
        send: ({ token, invitee }) => ({ method: 'POST', path: `/invitations/${token}/accept`, token: invitee.accessToken }),
        expect: {
          status: 200,
          schema: AcceptInvitationResponse,
          check: (body: AcceptInvitationResponse, { admin }: World) => {
            expect(body.organization.id).toBe(admin.organizationId);
            expect(body.userRoles.map((role) => role.roleType)).toEqual(['Editor']);
          },
        },
      },
      {
        send: ({ invitee }) => ({ method: 'GET', path: '/auth/me', token: invitee.accessToken }),
        expect: {
          status: 200,
          // Joining a ready organization completes the onboarding: no link sends them to /app/onboarding.
          check: (body: { organization: { id: string }; user: { isOnboardingComplete: boolean } }, { admin }: World) =>
            expect([body.organization.id, body.user.isOnboardingComplete]).toEqual([admin.organizationId, true]),
        },
      },
      {
        send: ({ token }) => ({ method: 'GET', path: `/invitations/${token}` }),
        expect: { status: 410, code: 'GONE', message: 'This invitation was already accepted', check: (body: { details: unknown }) => expect(body.details).toEqual({ reason: 'accepted' }) },
      },
      {
        send: (world) => ({ method: 'GET', path: orgPath(world, '?status=accepted'), token: world.admin.accessToken }),
        expect: { status: 200, check: (body: InvitationWire[]) => expect(body.map((item) => item.status)).toEqual(['accepted']) },
      },
      {
        // The inviter is told (api-contract.md "Comments, mentions, notifications"), the invitee nothing.
        send: ({ admin }) => ({ method: 'GET', path: '/me/notifications', token: admin.accessToken }),
        expect: {
          status: 200,
          schema: Notification.array(),
          // What it is about: the organization joined.
          check: (body: NotificationWire[], { admin, invitee }: World) =>
            expect(body.map((n) => [n.kind, n.organization.id, n.actor?.id, n.title, n.href])).toEqual([
              ['invitation_accepted', admin.organizationId, invitee.userId, body[0]?.organization.name, membersHref(admin.organizationId)],
            ]),
        },
      },
      { send: ({ invitee }) => ({ method: 'GET', path: '/me/notifications?unread=true', token: invitee.accessToken }), expect: { status: 200, check: (body: unknown[]) => expect(body).toEqual([]) } },
    ],
  }),
  defineCase<World>({
    name: 'invitations: resend 429 within a minute, then a new link (the old one 410 replaced); revoke 204, its link 410, resend 409',
    setup: (harness) => invited(harness, { withInvitee: false }),
    steps: [
      {
        send: (world) => ({ method: 'POST', path: orgPath(world, `/${world.invitation.id}/resend`), token: world.admin.accessToken }),
        expect: { status: 429, code: 'RATE_LIMITED', message: 'This invitation was sent less than a minute ago. Try again in a minute.' },
      },
      { advanceSeconds: 61 },
      {
        send: (world) => ({ method: 'POST', path: orgPath(world, `/${world.invitation.id}/resend`), token: world.admin.accessToken }),
        expect: { status: 200, schema: Invitation, check: (body: InvitationWire, { invitation }: World) => expect(body).toMatchObject({ id: invitation.id, status: 'pending' }) },
      },
      {
        send: ({ token }) => ({ method: 'GET', path: `/invitations/${token}` }),
        expect: { status: 410, code: 'GONE', check: (body: { details: unknown }) => expect(body.details).toEqual({ reason: 'replaced' }) },
      },
      {
        send: (world) => ({ method: 'DELETE', path: orgPath(world, `/${world.invitation.id}`), token: world.admin.accessToken }),
        expect: { status: 204 },
      },
      {
        send: (world) => ({ method: 'POST', path: orgPath(world, `/${world.invitation.id}/resend`), token: world.admin.accessToken }),
        expect: { status: 409, code: 'CONFLICT', message: 'This invitation was revoked' },
      },
      {
        send: (world) => ({ method: 'GET', path: orgPath(world, '?status=revoked'), token: world.admin.accessToken }),
        expect: { status: 200, check: (body: InvitationWire[], { invitation }: World) => expect(body.map((item) => item.id)).toEqual([invitation.id]) },
      },
      {
        send: (world) => ({ method: 'DELETE', path: orgPath(world, '/0b9f8a62-5d1c-4c7e-9f3e-2a6d4b8c1e07'), token: world.admin.accessToken }),
        expect: { status: 404, code: 'NOT_FOUND' },
      },
    ],
  }),
  defineCase<World>({
    name: 'invitations: after the expiry the link answers 410 expired and the list shows it expired',
    setup: (harness) => invited(harness, { withInvitee: false }),
    steps: [
      { advanceSeconds: 7 * 24 * 60 * 60 + 1 },
      {
        send: ({ token }) => ({ method: 'GET', path: `/invitations/${token}` }),
        expect: { status: 410, code: 'GONE', message: 'This invitation has expired', check: (body: { details: unknown }) => expect(body.details).toEqual({ reason: 'expired' }) },
      },
      // A week later the access token has expired too: the admin signs in again.
      {
        send: ({ admin }) => ({ method: 'POST', path: '/auth/login', body: { email: admin.email, password: admin.password } }),
        expect: { status: 200 },
      },
      {
        send: (world, answers) => ({ method: 'GET', path: orgPath(world, '?status=expired'), token: tokenOf(answers[1]) }),
        expect: { status: 200, check: (body: InvitationWire[]) => expect(body.map((item) => item.status)).toEqual(['expired']) },
      },
      {
        send: (world, answers) => ({ method: 'GET', path: orgPath(world), token: tokenOf(answers[1]) }),
        expect: { status: 200, check: (body: InvitationWire[]) => expect(body).toEqual([]) },
      },
    ],
  }),
  defineCase<World>({
    name: 'register with an invitation: another address 403; the invited one joins that organization only (201), onboarding complete',
    setup: (harness) => invited(harness, { withInvitee: false }),
    steps: [
      {
        send: ({ token }) => ({ method: 'POST', path: '/auth/register', body: { email: uniqueEmail('other'), password: PASSWORD, firstName: 'O', lastName: 'Ther', invitationToken: token } }),
        expect: { status: 403, code: 'FORBIDDEN' },
      },
      {
        send: ({ token, email }) => ({ method: 'POST', path: '/auth/register', body: { email, password: PASSWORD, firstName: 'Inez', lastName: 'Invited', invitationToken: token } }),
        expect: {
          status: 201,
          schema: AuthSessionResponseSchema,
          check: (body: AuthSessionResponse, { admin }: World) => expect([body.organization?.id, body.user.isOnboardingComplete]).toEqual([admin.organizationId, true]),
        },
      },
      {
        send: (_world, answers) => ({ method: 'GET', path: '/organizations', token: (answers[1]!.body as AuthSessionResponse).accessToken }),
        expect: { status: 200, check: (body: { id: string }[], { admin }: World) => expect(body.map((org) => org.id)).toEqual([admin.organizationId]) },
      },
    ],
  }),
];
