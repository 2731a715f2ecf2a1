import { randomInt } from 'node:crypto';
import { ORGANIZATION_HEADER } from '@okr/contract';
import type { AiDocument, AskResponse, Organization, RoleRef } from '@okr/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seed/demoSeed';
import { scratchPostgres } from '../support/scratchPostgres';
import { isAlive, serverArgs, startProcess } from '../support/serverProcess';
import { databaseUrl } from '../support/testDatabase';

// Two API processes on one PostgreSQL, as behind a load balancer: nothing a request relies on may
// live in one process's memory. Runs in the PostgreSQL pass of CI (.ci/run).

const pids: number[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const pid of pids) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  for (const cleanup of cleanups) await cleanup();
});

interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A client of one server; `ip` is the client address the server sees (X-Forwarded-For, TRUST_PROXY=1). */
function client(base: () => string) {
  return async <T = unknown>(
    method: string,
    path: string,
    { token, organizationId, body, ip = `203.0.113.${randomInt(1, 255)}` }: { token?: string; organizationId?: string; body?: unknown; ip?: string } = {},
  ): Promise<Answer<T>> => {
    const headers: Record<string, string> = { 'x-forwarded-for': ip };
    if (token) headers.authorization = `Bearer ${token}`;
    if (organizationId) headers[ORGANIZATION_HEADER] = organizationId;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base()}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
  };
}

let baseA = '';
let baseB = '';
const a = client(() => baseA);
const b = client(() => baseB);

interface Session {
  accessToken: string;
  refreshToken: string;
}

async function signIn(on: typeof a, email: string): Promise<Session> {
  const answer = await on<Session>('POST', '/auth/login', { body: { email, password: DEMO_PASSWORD } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

let admin: Session;
let acmeId = '';
let applicationRoles: Record<string, string> = {};
let memberIds: Record<string, string> = {};

describe.skipIf(databaseUrl === null)('two API servers on one PostgreSQL', () => {
  beforeAll(async () => {
    const database = await scratchPostgres('two_servers');
    cleanups.push(database.drop);
    // Both at once on an empty database: one migrates and seeds, the other waits or finds it done.
    // One proxy hop (X-Forwarded-For is the client); an address stopped after 20 failures, to test it quickly.
    const env = { DATABASE_URL: database.url, OKR_DEMO: '1', TRUST_PROXY: '1', SIGN_IN_ADDRESS_FAILURES: '20' };
    const [first, second] = [startProcess(serverArgs, env), startProcess(serverArgs, env)];
    pids.push(first.child.pid ?? 0, second.child.pid ?? 0);
    baseA = `http://127.0.0.1:${await first.listening}`;
    baseB = `http://127.0.0.1:${await second.listening}`;

    admin = await signIn(a, 'admin@demo.okr');
    const organizations = await a<Organization[]>('GET', '/organizations/user', { token: admin.accessToken });
    acmeId = organizations.body.find((organization) => organization.name === 'Acme Corp')?.id ?? '';
    const roles = await a<RoleRef[]>('GET', '/roles', { token: admin.accessToken, organizationId: acmeId });
    applicationRoles = Object.fromEntries(
      roles.body.filter((role) => role.category === 'Application').map((role) => [role.roleType, role.id]),
    );
    const members = await b<{ id: string; email: string }[]>('GET', `/organizations/${acmeId}/users`, {
      token: admin.accessToken,
    });
    memberIds = Object.fromEntries(members.body.map((member) => [member.email, member.id]));
  }, 90_000);

  it('signs in on one and refreshes on the other, and each accepts the other\'s tokens', async () => {
    const session = await signIn(a, 'editor@demo.okr');
    const refreshed = await b<Session>('POST', '/auth/refresh', { body: { refreshToken: session.refreshToken } });
    expect(refreshed.status).toBe(200);
    expect((await a('GET', '/auth/me', { token: refreshed.body.accessToken })).status).toBe(200);
    const again = await a<Session>('POST', '/auth/refresh', { body: { refreshToken: refreshed.body.refreshToken } });
    expect(again.status).toBe(200);
    expect((await b('GET', '/auth/me', { token: again.body.accessToken })).status).toBe(200);
    // Signed out on one: the session's refresh token is dead on the other.
    expect((await b('POST', '/auth/logout', { body: { refreshToken: again.body.refreshToken } })).status).toBe(204);
    expect((await a('POST', '/auth/refresh', { body: { refreshToken: again.body.refreshToken } })).status).toBe(401);
  });

  it('counts sign-in failures, not sign-ins, across both: one account, then one address', async () => {
    const office = `198.51.100.${randomInt(1, 255)}`;
    // More right passwords from one address than any failure limit: all in, on either server.
    const people = ['admin@demo.okr', 'editor@demo.okr', 'viewer@demo.okr'];
    for (let n = 0; n < 24; n++) {
      const answer = await (n % 2 === 0 ? a : b)('POST', '/auth/login', { ip: office, body: { email: people[n % 3], password: DEMO_PASSWORD } });
      expect(answer.status, `sign-in ${n + 1}`).toBe(200);
    }
    // Ten failures on one account, half on each server: the account waits on both.
    const email = `nobody-${randomInt(1e9)}@test.okr`;
    const attempt = (on: typeof a, ip?: string, to = email) => on('POST', '/auth/login', { ip, body: { email: to, password: 'not-the-password' } });
    for (let n = 0; n < 10; n++) expect((await attempt(n % 2 === 0 ? a : b)).status).toBe(401);
    const delayed = await attempt(b);
    expect(delayed.status).toBe(429);
    expect(Number(delayed.headers.get('retry-after'))).toBeGreaterThan(20);
    expect((await attempt(a)).status).toBe(429);
    // Twenty failures from one address over twenty accounts, half on each: the address is stopped on both.
    const stuffer = `198.51.100.${randomInt(1, 255)}`;
    for (let n = 0; n < 20; n++) expect((await attempt(n % 2 === 0 ? a : b, stuffer, `listed-${randomInt(1e9)}@test.okr`)).status).toBe(401);
    for (const on of [a, b]) {
      const stopped = await on('POST', '/auth/login', { ip: stuffer, body: { email: 'admin@demo.okr', password: DEMO_PASSWORD } });
      expect(stopped.status).toBe(429);
      expect(stopped.headers.get('retry-after')).toMatch(/^\d+$/);
    }
  });

  it('lets a burst of guesses at one account, split over both, through up to the threshold and not one more', async () => {
    const email = `guessed-${randomInt(1e9)}@test.okr`;
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, n) => (n % 2 === 0 ? a : b)('POST', '/auth/login', { body: { email, password: 'not-the-password' } })),
    );
    const statuses = burst.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  // Each server keeps the guard's answers until a write to the access tables is counted: its own at
  // once, the other's when the commit's notification arrives (LISTEN okr_writes, about a
  // millisecond): so "at once" here means within moments, polled.
  it('sees a permission change made on one on the other as soon as the commit is announced', async () => {
    const viewer = await signIn(b, 'viewer@demo.okr');
    const viewerId = memberIds['viewer@demo.okr'] ?? '';
    const readRoles = () => b('GET', '/roles', { token: viewer.accessToken, organizationId: acmeId });
    const setRoles = (roleType: string) =>
      a('PUT', `/organizations/${acmeId}/users/${viewerId}/roles`, {
        token: admin.accessToken,
        body: { roleIds: [applicationRoles[roleType]] },
      });
    const status = async () => (await readRoles()).status;
    expect(await status()).toBe(403);
    expect((await setRoles('Admin')).status).toBe(200);
    await expect.poll(status, { timeout: 2_000, interval: 5 }).toBe(200);
    expect((await setRoles('Viewer')).status).toBe(200);
    await expect.poll(status, { timeout: 2_000, interval: 5 }).toBe(403);
  });

  it('loses no update when both edit one organization at once', async () => {
    const patch = (on: typeof a, body: object) =>
      on<Organization>('PATCH', `/organizations/${acmeId}`, { token: admin.accessToken, organizationId: acmeId, body });
    for (let round = 0; round < 8; round++) {
      const [name, website] = await Promise.all([
        patch(a, { name: `Acme ${round}` }),
        patch(b, { website: `https://acme-${round}.example` }),
      ]);
      expect([name.status, website.status]).toEqual([200, 200]);
    }
    const [onA, onB] = await Promise.all([
      a<Organization>('GET', `/organizations/${acmeId}`, { token: admin.accessToken }),
      b<Organization>('GET', `/organizations/${acmeId}`, { token: admin.accessToken }),
    ]);
    expect(onA.body).toEqual(onB.body);
    expect(onA.body).toMatchObject({ name: 'Acme 7', website: 'https://acme-7.example' });
  });

  it("replaces a member's roles whole when both set them at once: never a mix, never a 500", async () => {
    const editorId = memberIds['editor@demo.okr'] ?? '';
    const custom = await a<{ id: string }>('POST', '/roles', {
      token: admin.accessToken,
      organizationId: acmeId,
      body: { name: 'Concurrent reviewers', roleType: 'Viewer', category: 'Custom' },
    });
    expect(custom.status).toBe(201);
    const path = `/organizations/${acmeId}/users/${editorId}/roles`;
    // Disjoint sets: a lost delete shows as a mix; both hold the Custom role: a lost race shows as a 500.
    const sets = [[applicationRoles.Editor!], [applicationRoles.Viewer!, custom.body.id], [custom.body.id, applicationRoles.Editor!]];
    for (let round = 0; round < 8; round++) {
      const answers = await Promise.all(
        [a, b, a, b, a, b].map((on, n) => on('PUT', path, { token: admin.accessToken, body: { roleIds: sets[n % 3] } })),
      );
      for (const answer of answers) expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
      const [onA, onB] = await Promise.all([
        a<RoleRef[]>('GET', path, { token: admin.accessToken }),
        b<RoleRef[]>('GET', path, { token: admin.accessToken }),
      ]);
      expect(onA.body).toEqual(onB.body);
      const held = onA.body.map((role) => role.id).sort();
      expect(sets.map((set) => [...set].sort())).toContainEqual(held);
    }
  });

  it('creates a role name once when both create it at once', async () => {
    for (let round = 0; round < 5; round++) {
      const name = `Race ${round}`;
      const create = (on: typeof a) =>
        on('POST', '/roles', {
          token: admin.accessToken,
          organizationId: acmeId,
          body: { name, roleType: 'Viewer', category: 'Custom' },
        });
      const statuses = (await Promise.all([create(a), create(b), create(a), create(b)])).map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(3);
    }
    const roles = await b<RoleRef[]>('GET', '/roles', { token: admin.accessToken, organizationId: acmeId });
    expect(roles.body.filter((role) => role.name.startsWith('Race ')).map((role) => role.name).sort()).toEqual(
      ['Race 0', 'Race 1', 'Race 2', 'Race 3', 'Race 4'],
    );
  });

  it('makes every upload ready whichever server extracts it: the waiting bytes are in the database', async () => {
    const token = admin.accessToken;
    const list = async () => (await b<AiDocument[]>('GET', '/ai/documents', { token, organizationId: acmeId })).body;
    const settle = async () => {
      for (let round = 0; round < 300; round++) {
        const documents = await list();
        if (documents.every((document) => document.status === 'ready' || document.status === 'failed')) return documents;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return list();
    };
    // The demo documents were uploaded by the server that seeded; either may have extracted them.
    const demo = await settle();
    expect(demo.length).toBeGreaterThanOrEqual(3);
    expect(demo.map((document) => [document.title, document.status, document.error])).toEqual(
      demo.map((document) => [document.title, 'ready', null]),
    );
    // Uploaded on one, read and asked on the other.
    const uploaded = await a<AiDocument>('POST', '/ai/documents', {
      token,
      organizationId: acmeId,
      body: { title: 'Bike shed', content: '# Bike shed\n\nThe bike shed behind building C opens at six in the morning.' },
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(202);
    const settled = (await settle()).find((document) => document.id === uploaded.body.id);
    expect(settled).toMatchObject({ status: 'ready', error: null });
    const answer = await b<AskResponse>('POST', '/ai/ask', { token, organizationId: acmeId, body: { question: 'When does the bike shed open?' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.citations[0]?.documentId).toBe(uploaded.body.id);
  }, 90_000);
});
