import { FORGOT_PASSWORD_MESSAGE } from '@okr/contract';
import { ErrorBody } from '@okr/contract/schemas';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../createHandlers';
import { createMockDb } from '../db/createMockDb';
import { DEMO_PASSWORD, demoIds, demoSeed, demoTokens } from '../db/demoSeed';
import type { MockSeed } from '../db/MockDb';
import { passwordResetTokens, seedPasswordResets } from '../db/passwordResetSeed';
import { authHandlers } from '../handlers';
import { setupMswServer } from '../testing/setupMswServer';

const api = 'http://partner.example/api';
const server = setupMswServer();
const withResets: MockSeed = (db) => {
  demoSeed(db);
  seedPasswordResets(db);
};

function post(path: string, body: unknown) {
  return fetch(`${api}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

/** The token of the newest email's link, as a person would copy it from the outbox. */
function tokenOfLastEmail(db: ReturnType<typeof createMockDb>): string {
  const text = db.outbox.all().at(-1)?.text ?? '';
  return decodeURIComponent(/\/reset-password\/(\S+)/.exec(text)?.[1] ?? '');
}

describe('POST /auth/forgot-password', () => {
  it('answers 202 with the one message for a known, an unknown and a deactivated email; only the active account gets an email', async () => {
    const db = createMockDb();
    db.users.update(demoIds.users.editor, { isActive: false });
    server.use(...createHandlers(db));
    for (const email of ['Viewer@Demo.okr ', 'nobody@example.com', 'editor@demo.okr']) {
      const response = await post('/auth/forgot-password', { email });
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    }
    expect(db.outbox.all().map(({ to, kind, status, attempts }) => ({ to, kind, status, attempts }))).toEqual([
      { to: 'viewer@demo.okr', kind: 'password_reset', status: 'sent', attempts: 1 },
    ]);
    expect(db.outbox.all()[0]?.text).toMatch(/\/reset-password\/\S+/);
  });

  it('answers 400 with the field for a bad email, and queues nothing', async () => {
    const db = createMockDb();
    server.use(...createHandlers(db));
    const response = await post('/auth/forgot-password', { email: 'not-an-email' });
    expect(response.status).toBe(400);
    const error = ErrorBody.parse(await response.json());
    expect(error.details).toEqual([{ field: 'email', message: 'Enter a valid email address' }]);
    expect((await post('/auth/forgot-password', { email: 'viewer@demo.okr', extra: 1 })).status).toBe(400);
    expect(db.outbox.size).toBe(0);
  });

  it('serves the rate-limited scenario: 429 RATE_LIMITED with Retry-After', async () => {
    server.use(...authHandlers.forgotPasswordRateLimited);
    const response = await post('/auth/forgot-password', { email: 'viewer@demo.okr' });
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('3600');
    expect(ErrorBody.parse(await response.json()).code).toBe('RATE_LIMITED');
  });
});

describe('POST /auth/reset-password', () => {
  it('sets the new password from the emailed link, signs the user out everywhere, and records it', async () => {
    const db = createMockDb();
    server.use(...createHandlers(db));
    await post('/auth/forgot-password', { email: 'viewer@demo.okr' });
    const token = tokenOfLastEmail(db);
    const response = await post('/auth/reset-password', { token, password: 'a-new-password' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: expect.any(String) });

    expect((await post('/auth/login', { email: 'viewer@demo.okr', password: DEMO_PASSWORD })).status).toBe(401);
    expect((await post('/auth/login', { email: 'viewer@demo.okr', password: 'a-new-password' })).status).toBe(200);
    // The session the seed started before the reset is over: its refresh and access tokens both fail.
    const { accessToken, refreshToken } = demoTokens('viewer');
    expect((await post('/auth/refresh', { refreshToken })).status).toBe(401);
    expect((await fetch(`${api}/auth/me`, { headers: { Authorization: `Bearer ${accessToken}` } })).status).toBe(401);
    expect(db.auditEvents.filter((entry) => entry.action === 'auth.password_reset').map((entry) => entry.targetId)).toEqual([demoIds.users.viewer]);

    const again = await post('/auth/reset-password', { token, password: 'another-password' });
    expect(again.status).toBe(410);
    expect(ErrorBody.parse(await again.json()).code).toBe('GONE');
  });

  it('answers 404 for an unknown link and 410 for an expired or used one, changing nothing', async () => {
    const db = createMockDb(withResets);
    server.use(...createHandlers(db));
    const cases = [
      [passwordResetTokens.unknown, 404, 'NOT_FOUND'],
      [passwordResetTokens.expired, 410, 'GONE'],
      [passwordResetTokens.used, 410, 'GONE'],
    ] as const;
    for (const [token, status, code] of cases) {
      const response = await post('/auth/reset-password', { token, password: 'a-new-password' });
      expect(response.status).toBe(status);
      expect(ErrorBody.parse(await response.json()).code).toBe(code);
    }
    expect(db.users.get(demoIds.users.viewer)?.password).toBe(DEMO_PASSWORD);
    expect(db.sessions.filter((row) => row.userId === demoIds.users.viewer && row.revoked)).toEqual([]);
  });

  it('applies the register rules to the password: 400 naming the field, and the link still works', async () => {
    const db = createMockDb(withResets);
    server.use(...createHandlers(db));
    const short = await post('/auth/reset-password', { token: passwordResetTokens.valid, password: 'short' });
    expect(short.status).toBe(400);
    expect(ErrorBody.parse(await short.json()).details).toEqual([{ field: 'password', message: 'Password must be at least 8 characters' }]);
    const long = await post('/auth/reset-password', { token: passwordResetTokens.valid, password: 'x'.repeat(10_000) });
    expect(long.status).toBe(400);
    expect((await post('/auth/reset-password', { password: 'a-new-password' })).status).toBe(400);
    expect((await post('/auth/reset-password', { token: passwordResetTokens.valid, password: 'a-new-password' })).status).toBe(200);
  });
});
