import { describe, expect, it } from 'vitest';
import { bearer, register } from '../support/api';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

const patchMe = (token: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/auth/me', headers: { ...bearer(token), 'content-type': 'application/json', ...headers }, payload: JSON.stringify(payload) });

describe('PATCH /api/auth/me (weekly digest settings)', () => {
  it('starts with the digest on in UTC, and changes only the fields sent', async () => {
    const session = await register(ctx.app);
    expect(session.user).toMatchObject({ weeklyDigest: true, timeZone: 'UTC' });

    const zone = await patchMe(session.accessToken, { timeZone: 'Europe/Madrid' });
    expect(zone.statusCode, zone.body).toBe(200);
    expect(zone.json().user).toEqual({ ...session.user, timeZone: 'Europe/Madrid' });

    const off = await patchMe(session.accessToken, { weeklyDigest: false });
    expect(off.json().user).toMatchObject({ weeklyDigest: false, timeZone: 'Europe/Madrid' });

    const me = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(session.accessToken) });
    expect(me.json().user).toMatchObject({ weeklyDigest: false, timeZone: 'Europe/Madrid' });
  });

  it('keeps the language of the request for the digest', async () => {
    const session = await register(ctx.app);
    await patchMe(session.accessToken, { weeklyDigest: true }, { 'accept-language': 'es-ES,es;q=0.9' });
    const row = await ctx.db.selectFrom('users').select('language').where('id', '=', session.user.id).executeTakeFirstOrThrow();
    expect(row.language).toBe('es');
  });

  it.each([
    [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
    [{ timeZone: '+01:00' }, 'timeZone'],
    [{ timeZone: '' }, 'timeZone'],
    [{ timeZone: 'Europe/Madrid\u0000' }, 'timeZone'],
    [{ weeklyDigest: 'no' }, 'weeklyDigest'],
    [{ weeklyDigest: false, language: 'fr' }, 'language'],
  ])('refuses %j with a 400 naming %s, and changes nothing', async (payload, field) => {
    const session = await register(ctx.app);
    const response = await patchMe(session.accessToken, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: expect.arrayContaining([expect.objectContaining({ field })]) });
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(session.accessToken) });
    expect(me.json().user).toMatchObject({ weeklyDigest: true, timeZone: 'UTC' });
  });

  it('needs a session', async () => {
    const response = await ctx.app.inject({ method: 'PATCH', url: '/api/auth/me', payload: { weeklyDigest: false } });
    expect(response.statusCode).toBe(401);
  });
});
