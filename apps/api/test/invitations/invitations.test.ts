import { afterAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/api';
import { startTestSmtpServer } from '../support/testSmtpServer';
import { useTestApp } from '../support/testApp';
import { invitationCalls, invitationTokenFor, register } from './invitationSupport';

// Invitations (issue 17, api-contract.md "Invitations"): created, emailed by SMTP to a real server
// the test runs, listed, resent, revoked, accepted.

const smtp = await startTestSmtpServer();
const ctx = useTestApp({ smtpUrl: smtp.url, mailFrom: 'OKR <no-reply@okr.test>' });
afterAll(() => smtp.stop());
const calls = invitationCalls(ctx);

describe('inviting', () => {
  it('creates a pending invitation, emails the link in the inviter\'s language and audits it', async () => {
    const admin = await register(ctx.app, { firstName: 'Grace', lastName: 'Hopper', organizationName: 'Acme <Labs>' });
    const email = uniqueEmail('invitee');
    const response = await calls.create(admin, { email: email.toUpperCase(), roleType: 'Editor' });
    expect(response.statusCode, response.body).toBe(201);
    const invitation = response.json();
    expect(invitation).toMatchObject({
      organizationId: admin.organization!.id,
      email,
      roleType: 'Editor',
      status: 'pending',
      invitedBy: { id: admin.user.id, fullName: 'Grace Hopper' },
      acceptedAt: null,
    });
    const days = (Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    expect(JSON.stringify(invitation)).not.toMatch(/token|hash/i);

    const [mail] = await smtp.waitFor(email);
    expect(mail).toMatchObject({ subject: 'Grace Hopper invited you to Acme <Labs> on OKR', language: 'en', envelopeTo: [email] });
    expect(mail!.html).toContain('Acme &lt;Labs&gt;');
    const token = await invitationTokenFor(smtp, email);
    const stored = await ctx.db.selectFrom('invitation_links').select('token_hash').execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    const audit = await ctx.db.selectFrom('audit_events').selectAll().where('action', '=', 'invitation.created').where('target_id', '=', invitation.id).executeTakeFirstOrThrow();
    expect(audit.organization_id).toBe(admin.organization!.id);
    expect(JSON.stringify(audit)).not.toContain(token);

    const listed = await calls.list(admin);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([invitation]);
  });

  it('writes the email in Spanish when the inviter reads Spanish', async () => {
    const admin = await register(ctx.app, { firstName: 'Ana', lastName: 'Ruiz', organizationName: 'Equipo' });
    const email = uniqueEmail('es');
    expect((await calls.create(admin, { email, roleType: 'Viewer' }, { 'accept-language': 'es-ES,es;q=0.9' })).statusCode).toBe(201);
    const [mail] = await smtp.waitFor(email);
    expect(mail).toMatchObject({ subject: 'Ana Ruiz te invitó a Equipo en OKR', language: 'es' });
    expect(mail!.text).toContain('como Lector');
  });

  it('refuses SuperAdmin (422), members and pending addresses (409), bad input (400), and changes nothing', async () => {
    const admin = await register(ctx.app);
    const other = await register(ctx.app);
    const email = uniqueEmail('once');
    expect((await calls.create(admin, { email, roleType: 'Admin' })).statusCode).toBe(201);
    const refusals: [unknown, number, string][] = [
      [{ email: uniqueEmail(), roleType: 'SuperAdmin' }, 422, 'SuperAdmin cannot be assigned inside an organization'],
      [{ email: admin.email, roleType: 'Viewer' }, 409, `${admin.email} is already a member of this organization`],
      [{ email: email.toUpperCase(), roleType: 'Viewer' }, 409, `${email} already has a pending invitation to this organization`],
    ];
    for (const [payload, status, message] of refusals) {
      const response = await calls.create(admin, payload);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toBe(message);
    }
    for (const payload of [
      { email: 'nope', roleType: 'Editor' },
      { email: `a\u0000b@x.test`, roleType: 'Editor' },
      { email: `${'x'.repeat(10_000)}@x.test`, roleType: 'Editor' },
      { email: uniqueEmail(), roleType: 'Owner' },
      { email: uniqueEmail(), roleType: 'Editor', extra: true },
      {},
      'not json at all',
    ]) {
      const response = await calls.create(admin, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    // The other organization's invitation is its own business: the same address is welcome there.
    expect((await calls.create(other, { email, roleType: 'Viewer' })).statusCode).toBe(201);
    const rows = await ctx.db.selectFrom('invitations').select('organization_id').where('email', '=', email).execute();
    expect(rows).toHaveLength(2);
  });

  it('lists by status, newest first, paged with Link and the total', async () => {
    const admin = await register(ctx.app);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await calls.create(admin, { email: uniqueEmail(`p${i}`), roleType: 'Viewer' })).json().id);
    expect((await calls.revoke(admin, ids[0]!)).statusCode).toBe(204);
    await ctx.db.updateTable('invitations').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', ids[1]!).execute();
    const byStatus = async (status: string) => (await calls.list(admin, `?status=${status}`)).json().map((i: { id: string }) => i.id);
    expect(await byStatus('pending')).toEqual([ids[2]]);
    expect(await byStatus('revoked')).toEqual([ids[0]]);
    expect(await byStatus('expired')).toEqual([ids[1]]);
    expect(await byStatus('accepted')).toEqual([]);
    expect(await byStatus('all')).toEqual([...ids].reverse());
    const first = await calls.list(admin, '?status=all&limit=2');
    expect(first.json()).toHaveLength(2);
    expect(first.headers['x-total-count']).toBe('3');
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))![1]!;
    const second = await ctx.app.inject({ method: 'GET', url: next, headers: { authorization: `Bearer ${admin.accessToken}` } });
    expect(second.json().map((i: { id: string }) => i.id)).toEqual([ids[0]]);
    expect((await calls.list(admin, '?status=nope')).statusCode).toBe(400);
    expect((await calls.list(admin, '?cursor=x%00')).statusCode).toBe(400);
  });

  it('lets an expired invitation give its place to a new one', async () => {
    const admin = await register(ctx.app);
    const email = uniqueEmail('again');
    const old = (await calls.create(admin, { email, roleType: 'Viewer' })).json();
    await ctx.db.updateTable('invitations').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', old.id).execute();
    const fresh = await calls.create(admin, { email, roleType: 'Editor' });
    expect(fresh.statusCode).toBe(201);
    const all = (await calls.list(admin, '?status=all')).json();
    expect(all.map((i: { status: string }) => i.status)).toEqual(['pending', 'expired']);
    // The old one cannot come back while the newer one is pending.
    await ctx.db.updateTable('invitations').set({ last_sent_at: new Date(Date.now() - 61_000) }).where('id', '=', old.id).execute();
    const again = await calls.resend(admin, old.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`${email} already has a pending invitation to this organization`);
  });
});

describe('resending and revoking', () => {
  it('resends with a new link (the old one answers 410), a new expiry, a new email; 429 within a minute', async () => {
    const admin = await register(ctx.app);
    const email = uniqueEmail('resend');
    const invitation = (await calls.create(admin, { email, roleType: 'Viewer' })).json();
    const firstToken = await invitationTokenFor(smtp, email);
    const tooSoon = await calls.resend(admin, invitation.id);
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    expect(tooSoon.json().message).toBe('This invitation was sent less than a minute ago. Try again in a minute.');
    await ctx.db.updateTable('invitations').set({ last_sent_at: new Date(Date.now() - 61_000), expires_at: new Date(Date.now() - 1000) }).where('id', '=', invitation.id).execute();
    const resent = await calls.resend(admin, invitation.id);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ id: invitation.id, status: 'pending' });
    expect(Date.parse(resent.json().expiresAt)).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    const secondToken = await invitationTokenFor(smtp, email, 2);
    expect(secondToken).not.toBe(firstToken);
    const old = await calls.view(firstToken);
    expect(old.statusCode).toBe(410);
    expect(old.json()).toMatchObject({ code: 'GONE', details: { reason: 'replaced' } });
    expect((await calls.view(secondToken)).statusCode).toBe(200);
    const audits = await ctx.db.selectFrom('audit_events').select('action').where('target_id', '=', invitation.id).execute();
    expect(audits.map((a) => a.action).sort()).toEqual(['invitation.created', 'invitation.resent']);
  });

  it('revokes: the link answers 410, a second revoke changes nothing, accepted ones stay', async () => {
    const admin = await register(ctx.app);
    const email = uniqueEmail('revoke');
    const invitation = (await calls.create(admin, { email, roleType: 'Viewer' })).json();
    const token = await invitationTokenFor(smtp, email);
    expect((await calls.revoke(admin, invitation.id)).statusCode).toBe(204);
    expect((await calls.revoke(admin, invitation.id)).statusCode).toBe(204);
    const view = await calls.view(token);
    expect(view.statusCode).toBe(410);
    expect(view.json()).toMatchObject({ message: 'This invitation was revoked', details: { reason: 'revoked' } });
    const resent = await calls.resend(admin, invitation.id);
    expect(resent.statusCode).toBe(409);
    expect(resent.json().message).toBe('This invitation was revoked');
    const audits = await ctx.db.selectFrom('audit_events').select('action').where('target_id', '=', invitation.id).execute();
    expect(audits.filter((a) => a.action === 'invitation.revoked')).toHaveLength(1);
  });

  it('answers 404 for an unknown id, another organization\'s invitation, or a malformed id', async () => {
    const admin = await register(ctx.app);
    const other = await register(ctx.app);
    const theirs = (await calls.create(other, { email: uniqueEmail(), roleType: 'Viewer' })).json();
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000']) {
      expect((await calls.resend(admin, id)).statusCode).toBe(404);
      expect((await calls.revoke(admin, id)).statusCode).toBe(404);
    }
    expect([400, 404]).toContain((await calls.revoke(admin, 'not-a-uuid')).statusCode);
    const still = await ctx.db.selectFrom('invitations').select('status').where('id', '=', theirs.id).executeTakeFirstOrThrow();
    expect(still.status).toBe('pending');
  });
});
