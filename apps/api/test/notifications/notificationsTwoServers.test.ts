import { mentionMarkup, ORGANIZATION_HEADER } from '@okr/contract';
import type { MeResponse, Objective, Organization } from '@okr/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seed/demoSeed';
import { scratchPostgres } from '../support/scratchPostgres';
import { isAlive, serverArgs, startProcess } from '../support/serverProcess';
import { databaseUrl } from '../support/testDatabase';
import { openStream } from './sseClient';

// Two API processes on one PostgreSQL (as behind a load balancer): a notification written through
// one reaches a stream held by the other, through NOTIFY okr_notifications. Runs in the PostgreSQL
// pass of CI (.ci/run).

const pids: number[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const pid of pids) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  for (const cleanup of cleanups) await cleanup();
});

let baseA = '';
let baseB = '';

async function call<T>(base: string, method: string, path: string, options: { token?: string; organizationId?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.organizationId) headers[ORGANIZATION_HEADER] = options.organizationId;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}/api${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await response.text();
  expect(response.status, text).toBeLessThan(300);
  return (text ? JSON.parse(text) : null) as T;
}

const signIn = async (base: string, email: string) =>
  (await call<{ accessToken: string }>(base, 'POST', '/auth/login', { body: { email, password: DEMO_PASSWORD } })).accessToken;

describe.skipIf(databaseUrl === null)('notifications across two API servers on one PostgreSQL', () => {
  beforeAll(async () => {
    const database = await scratchPostgres('notifications_two');
    cleanups.push(database.drop);
    const env = { DATABASE_URL: database.url, OKR_DEMO: '1' };
    const first = startProcess(serverArgs, env);
    pids.push(first.child.pid ?? 0);
    baseA = `http://127.0.0.1:${await first.listening}`;
    const second = startProcess(serverArgs, env);
    pids.push(second.child.pid ?? 0);
    baseB = `http://127.0.0.1:${await second.listening}`;
  }, 120_000);

  it('a mention written through one server reaches a stream held by the other', async () => {
    const adminToken = await signIn(baseB, 'admin@demo.okr');
    const editorToken = await signIn(baseA, 'editor@demo.okr');
    const { user: admin } = await call<MeResponse>(baseB, 'GET', '/auth/me', { token: adminToken });
    const organizations = await call<Organization[]>(baseA, 'GET', '/organizations/user', { token: editorToken });
    const acme = organizations.find((organization) => organization.name === 'Acme Corp')!;
    const [objective] = await call<Objective[]>(baseA, 'GET', '/objectives?limit=1', { token: editorToken, organizationId: acme.id });

    const stream = await openStream(`${baseB}/api/me/notifications/stream`, adminToken);
    expect(stream.response.status).toBe(200);
    const opened = JSON.parse((await stream.next('unread', 10_000)).data) as { count: number };

    const started = Date.now();
    await call(baseA, 'POST', `/objectives/${objective!.id}/comments`, {
      token: editorToken,
      organizationId: acme.id,
      body: { body: `${mentionMarkup(`${admin.firstName} ${admin.lastName}`, admin.id)} please look` },
    });
    const heard = await stream.next('notification', 10_000);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(JSON.parse(heard.data)).toMatchObject({ kind: 'mention', organization: { id: acme.id }, title: objective!.title });
    expect(JSON.parse((await stream.next('unread', 10_000)).data)).toEqual({ count: opened.count + 1 });

    // Read on A: the count on B's stream follows.
    await call(baseA, 'POST', '/me/notifications/read', { token: adminToken, body: { all: true } });
    expect(JSON.parse((await stream.next('unread', 10_000)).data)).toEqual({ count: 0 });
    await stream.close();
  }, 60_000);
});
