import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REFRESH_COOKIE } from '@okr/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { isAlive, serverArgs, startProcess } from '../support/serverProcess';
import { databaseUrl } from '../support/testDatabase';

const root = mkdtempSync(join(tmpdir(), 'okr-logs-'));
let serverPid = 0;
afterAll(() => {
  if (serverPid && isAlive(serverPid)) process.kill(serverPid, 'SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

interface Session {
  accessToken: string;
  refreshToken: string;
}

describe.skipIf(databaseUrl !== null)('server logs', () => {
  it('hold no password, access token or refresh token, even at the most verbose level', async () => {
    const server = startProcess(serverArgs, { OKR_DATA_DIR: join(root, 'db'), LOG_LEVEL: 'trace' });
    serverPid = server.child.pid ?? 0;
    const base = `http://127.0.0.1:${await server.listening}/api`;
    const password = 'log-probe-password-7f3a91';
    const json = { 'content-type': 'application/json' };
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${base}${path}`, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });

    const email = 'log-probe@test.okr';
    const registered = await post('/auth/register', { email, password, firstName: 'L', lastName: 'P' });
    expect(registered.status).toBe(201);
    const login = await post('/auth/login', { email, password });
    expect(login.status).toBe(200);
    const first = (await login.json()) as Session;
    // The refresh token both ways the API accepts it: in the body and in the cookie.
    const refreshed = await post('/auth/refresh', { refreshToken: first.refreshToken });
    expect(refreshed.status).toBe(200);
    const second = (await refreshed.json()) as Session;
    const viaCookie = await fetch(`${base}/auth/refresh`, {
      method: 'POST',
      headers: { cookie: `${REFRESH_COOKIE}=${second.refreshToken}`, authorization: `Bearer ${second.accessToken}` },
    });
    expect(viaCookie.status).toBe(200);
    const third = (await viaCookie.json()) as Session;
    const me = await fetch(`${base}/auth/me`, { headers: { authorization: `Bearer ${second.accessToken}` } });
    expect(me.status).toBe(200);
    const failed = await post('/auth/login', { email, password: `${password}-wrong` });
    expect(failed.status).toBe(401);
    await post('/auth/logout', {}, { authorization: `Bearer ${second.accessToken}` });

    server.child.kill('SIGTERM');
    await server.exited;
    const logs = server.output();
    // The run really was logged, request by request.
    expect(logs).toContain('/api/auth/login');
    const secrets = [password, first.accessToken, first.refreshToken, second.accessToken, second.refreshToken];
    secrets.push(third.accessToken, third.refreshToken);
    for (const secret of secrets) expect(logs.includes(secret), `a secret appears in the logs`).toBe(false);
  });
});
