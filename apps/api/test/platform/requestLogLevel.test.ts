import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { grantSuperAdmin } from '../../src/modules/authorization/superAdminRole';
import { LOG_LEVEL_HEADER } from '../../src/plugins/requestLogLevel';
import { bearer, register } from '../support/api';
import { sharedDatabase } from '../support/testDatabase';
import { testConfig } from '../support/testConfig';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  logLevel?: string;
  headers?: Record<string, string>;
}

const lines: Line[] = [];
let app: FastifyInstance;
let superAdminToken = '';
let userToken = '';

beforeAll(async () => {
  const { db } = await sharedDatabase();
  app = await buildApp({
    db,
    config: testConfig({ logLevel: 'info' }),
    logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) },
  });
  await app.ready();
  const superAdmin = await register(app);
  await grantSuperAdmin(db, superAdmin.user.id);
  superAdminToken = superAdmin.accessToken;
  userToken = (await register(app)).accessToken;
});
afterAll(() => app?.close());

const DEBUG = 20;

/** The log lines of one call, at the server's LOG_LEVEL=info. */
async function linesOf(request: { headers?: Record<string, string>; remoteAddress: string; url?: string }) {
  lines.length = 0;
  const response = await app.inject({ method: 'GET', url: request.url ?? '/api/auth/me', ...request });
  return { status: response.statusCode, lines: [...lines] };
}

const debugLines = (logged: Line[]) => logged.filter((line) => line.level <= DEBUG);

describe('per-request log level (X-Log-Level)', () => {
  it('logs at info without it', async () => {
    const { status, lines: logged } = await linesOf({ remoteAddress: '127.0.0.1', headers: bearer(userToken) });
    expect(status).toBe(200);
    expect(logged.map((line) => line.msg)).toContain('request completed');
    expect(debugLines(logged)).toEqual([]);
  });

  it('logs that one request at debug when asked from the machine itself, without credentials', async () => {
    const headers = { ...bearer(userToken), [LOG_LEVEL_HEADER]: 'debug', 'user-agent': 'probe' };
    const { status, lines: logged } = await linesOf({ remoteAddress: '127.0.0.1', headers });
    expect(status).toBe(200);
    const details = logged.find((line) => line.msg === 'request details');
    expect(details).toMatchObject({ level: DEBUG, logLevel: 'debug', headers: { 'user-agent': 'probe' } });
    expect(JSON.stringify(logged)).not.toContain(userToken);
    expect(logged.find((line) => line.msg === 'request context')).toMatchObject({ level: DEBUG });
    // The next request is back at info.
    const next = await linesOf({ remoteAddress: '127.0.0.1', headers: bearer(userToken) });
    expect(debugLines(next.lines)).toEqual([]);
  });

  it('ignores it from another machine, and from loopback on behalf of another client (a local proxy)', async () => {
    const fromAfar = await linesOf({ remoteAddress: '203.0.113.9', headers: { ...bearer(userToken), [LOG_LEVEL_HEADER]: 'trace' } });
    expect(fromAfar.status).toBe(200);
    expect(debugLines(fromAfar.lines)).toEqual([]);
    const proxied = await linesOf({
      remoteAddress: '127.0.0.1',
      headers: { ...bearer(userToken), [LOG_LEVEL_HEADER]: 'debug', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(debugLines(proxied.lines)).toEqual([]);
  });

  it('honours it from anywhere for a super administrator', async () => {
    const { status, lines: logged } = await linesOf({
      remoteAddress: '203.0.113.9',
      headers: { ...bearer(superAdminToken), [LOG_LEVEL_HEADER]: 'debug' },
    });
    expect(status).toBe(200);
    expect(logged.find((line) => line.msg === 'request details')).toMatchObject({ level: DEBUG });
  });

  it('ignores a value that is not a level, and can quiet a request', async () => {
    const junk = await linesOf({ remoteAddress: '127.0.0.1', headers: { [LOG_LEVEL_HEADER]: 'verbose' }, url: '/api/health' });
    expect(junk.status).toBe(200);
    expect(debugLines(junk.lines)).toEqual([]);
    const quiet = await linesOf({ remoteAddress: '127.0.0.1', headers: { [LOG_LEVEL_HEADER]: 'warn' }, url: '/api/health' });
    expect(quiet.status).toBe(200);
    expect(quiet.lines.map((line) => line.msg)).not.toContain('request completed');
  });
});
