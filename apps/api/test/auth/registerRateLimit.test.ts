import { describe, expect, it } from 'vitest';
import { PASSWORD, randomIp, uniqueEmail } from '../support/api';
import { useTestApp } from '../support/testApp';

const ctx = useTestApp({ registerRateLimit: { max: 3, windowSeconds: 3600 } });

function registerFrom(ip: string, email = uniqueEmail('signup')) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: PASSWORD, firstName: 'Rate', lastName: 'Limited' },
    remoteAddress: ip,
  });
}

describe('registration rate limit (per IP)', () => {
  it('answers sign-ups past the limit from one IP with 429 and creates nothing', async () => {
    const ip = randomIp();
    for (let i = 0; i < 3; i++) expect((await registerFrom(ip)).statusCode).toBe(201);

    const email = uniqueEmail('blocked');
    const blocked = await registerFrom(ip, email);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const created = await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    expect(created).toBeUndefined();

    // Another address is not affected.
    expect((await registerFrom(randomIp())).statusCode).toBe(201);
  });
});
