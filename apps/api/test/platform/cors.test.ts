import { describe, expect, it } from 'vitest';
import { randomIp, uniqueEmail } from '../support/api';
import { useTestApp } from '../support/testApp';

const partner = 'https://portal.partner.example';
const ctx = useTestApp({ corsOrigins: [partner] });
const sameOriginOnly = useTestApp();

function preflight(app: typeof ctx.app, origin: string) {
  return app.inject({
    method: 'OPTIONS',
    url: '/api/auth/me',
    headers: {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization,x-organization-id',
    },
  });
}

describe('CORS for partner portals', () => {
  it('lets a listed origin call the API with its token and organization header', async () => {
    const response = await preflight(ctx.app, partner);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(partner);
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('x-organization-id');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });

  it('gives an unlisted origin no CORS headers', async () => {
    const response = await preflight(ctx.app, 'https://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('stays same-origin when no origin is configured', async () => {
    const closed = await sameOriginOnly.app.inject({ method: 'GET', url: '/api/health', headers: { origin: partner } });
    expect(closed.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets a partner page read Retry-After on a rate-limited answer', async () => {
    const email = uniqueEmail('partner');
    const address = randomIp();
    const signIn = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: partner },
        payload: { email, password: 'not the password at all' },
        remoteAddress: address,
      });
    // Ten failures on an account, then it waits (apps/api/test/auth/signInLimits.test.ts).
    for (let n = 0; n < 10; n++) expect((await signIn()).statusCode).toBe(401);
    const limited = await signIn();
    expect(limited.statusCode, limited.body).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(limited.headers['access-control-allow-origin']).toBe(partner);
    const exposed = String(limited.headers['access-control-expose-headers']).toLowerCase().split(/\s*,\s*/);
    expect(exposed).toContain('retry-after');
  });
});
