import { describe, expect, it } from 'vitest';
import { bearer, register } from '../support/api';
import { useTestApp } from '../support/testApp';

// The weekly digest's unsubscribe link (issue 21): no sign-in, a token signed for that one
// purpose; GET only shows what POST does; POST turns the digest off, also as a mail client's
// one-click unsubscribe (RFC 8058).

const ctx = useTestApp();
const url = (token: string) => `/api/auth/digest/unsubscribe?token=${encodeURIComponent(token)}`;
const digestOf = async (accessToken: string) => (await ctx.app.inject({ url: '/api/auth/me', headers: bearer(accessToken) })).json().user.weeklyDigest as boolean;

describe('the digest unsubscribe link', () => {
  it('shows, without changing anything, then stops the digest on POST, once or twice', async () => {
    const session = await register(ctx.app);
    const token = ctx.app.digest.tokens.sign(session.user.id);

    const asked = await ctx.app.inject({ url: url(token) });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: 'POST to this address to stop the weekly digest.', weeklyDigest: true });
    const page = await ctx.app.inject({ url: url(token), headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain(`action="${url(token).replace(/&/g, '&amp;')}"`);
    expect(await digestOf(session.accessToken)).toBe(true);

    // A mail client's one-click POST: a form body, no session.
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: url(token),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json()).toEqual({ message: 'You will no longer receive the weekly digest. Turn it back on in your profile.', weeklyDigest: false });
    expect(await digestOf(session.accessToken)).toBe(false);

    // The page's button (a browser form post) answers the page, in the user's language.
    await ctx.db.updateTable('users').set({ language: 'es' }).where('id', '=', session.user.id).execute();
    const again = await ctx.app.inject({ method: 'POST', url: url(token), headers: { accept: 'text/html', 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--\r\n' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.body).toContain('ya no recibirás el resumen semanal');
  });

  it('answers 404 for any token it did not sign for that user, 400 without one, and changes nothing', async () => {
    const session = await register(ctx.app);
    const other = await register(ctx.app);
    const token = ctx.app.digest.tokens.sign(session.user.id);
    const [, signature] = token.split('.');
    const forged = [
      `${other.user.id}.${signature}`,
      `${session.user.id}.${signature!.slice(0, -2)}AA`,
      `${session.user.id}.`,
      session.refreshToken,
      'not-a-token',
      `${token}.extra`,
    ];
    for (const bad of forged) {
      const response = await ctx.app.inject({ method: 'POST', url: url(bad) });
      expect(response.statusCode, bad).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Unsubscribe link not found' });
    }
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/digest/unsubscribe' })).statusCode).toBe(400);
    // Longer than any token we sign (an access token): refused as input.
    expect((await ctx.app.inject({ method: 'POST', url: url(session.accessToken) })).statusCode).toBe(400);
    expect(await digestOf(session.accessToken)).toBe(true);
    expect(await digestOf(other.accessToken)).toBe(true);
  });
});
