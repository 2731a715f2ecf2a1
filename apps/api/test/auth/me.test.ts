import { describe, expect, it } from 'vitest';
import { bearer, register } from '../support/api';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp();

describe('GET /api/auth/me', () => {
  it('answers the user, the current organization and all of theirs', async () => {
    const session = await register(ctx.app);
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/organizations',
      headers: bearer(session.accessToken),
      payload: { name: 'Second Org' },
    });
    const response = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(session.accessToken) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toEqual(session.user);
    expect(body.organization).toEqual(session.organization);
    expect(body.organizations.map((org: { id: string }) => org.id)).toEqual([
      session.organization!.id,
      other.json().id,
    ]);
  });
});

describe('POST /api/auth/complete-onboarding', () => {
  it('completes onboarding and answers the user', async () => {
    const session = await register(ctx.app);
    expect(session.user.isOnboardingComplete).toBe(false);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/complete-onboarding',
      headers: { ...bearer(session.accessToken), 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: { ...session.user, isOnboardingComplete: true } });
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: bearer(session.accessToken) });
    expect(me.json().user.isOnboardingComplete).toBe(true);
  });

  it('needs a session', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/complete-onboarding' });
    expect(response.statusCode).toBe(401);
  });
});
