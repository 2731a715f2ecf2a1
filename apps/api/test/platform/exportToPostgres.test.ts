import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ORGANIZATION_HEADER } from '@okr/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { runDbCommand } from '../../src/cli/runDbCommand';
import type { Database } from '../../src/db/Database';
import { checkReadiness, CORE_TABLES } from '../../src/db/checkReadiness';
import { openDatabase } from '../../src/db/openDatabase';
import { extractionQueueOf } from '../../src/modules/ai/aiRoutes';
import { DEMO_PASSWORD, seedDemoData } from '../../src/seed/demoSeed';
import { aiCaller } from '../ai/aiApi';
import { bearer } from '../support/api';
import { findPsql, scratchPostgres } from '../support/scratchPostgres';
import { databaseUrl } from '../support/testDatabase';
import { testConfig } from '../support/testConfig';

const root = mkdtempSync(join(tmpdir(), 'okr-export-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  rmSync(root, { recursive: true, force: true });
});

// The secret from the database (as a deployment without JWT_SECRET): it moves with the rows.
const config = (databaseUrl: string | null) => testConfig({ databaseUrl, jwtSecret: null });

async function json<T>(app: FastifyInstance, url: string, token: string, organizationId?: string): Promise<T> {
  const headers = { ...bearer(token), ...(organizationId && { [ORGANIZATION_HEADER]: organizationId }) };
  const response = await app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

async function signIn(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEMO_PASSWORD } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ accessToken: string }>().accessToken;
}

/** Status and body, for calls that may be forbidden to the caller (the same on both sides). */
async function answer(app: FastifyInstance, url: string, token: string, organizationId: string) {
  const response = await app.inject({ method: 'GET', url, headers: { ...bearer(token), [ORGANIZATION_HEADER]: organizationId } });
  return { status: response.statusCode, body: response.json<unknown>() };
}

/** What the API's read calls answer, for every demo organization the admin belongs to. */
async function reads(app: FastifyInstance) {
  const token = await signIn(app, 'admin@demo.okr');
  const organizations = await json<{ id: string }[]>(app, '/api/organizations/user', token);
  const perOrganization = [];
  for (const { id } of organizations) {
    perOrganization.push({
      organization: await json(app, `/api/organizations/${id}`, token),
      members: await json(app, `/api/organizations/${id}/users`, token),
      roles: await answer(app, '/api/roles', token, id),
      permissions: await answer(app, '/api/role-permissions', token, id),
    });
  }
  return { me: await json(app, '/api/auth/me', token), organizations, perOrganization };
}

async function rowCounts(db: Kysely<Database>) {
  const counts: Record<string, number> = {};
  for (const table of [...CORE_TABLES, 'kysely_migration']) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
    counts[table] = rows[0]?.n ?? -1;
  }
  return counts;
}

// Runs in the PostgreSQL pass of CI (.ci/run), where DATABASE_URL points at a throwaway PostgreSQL.
describe.skipIf(databaseUrl === null)('moving the embedded database to PostgreSQL', () => {
  it('exports every row as SQL that psql imports; the API on PostgreSQL answers the same reads', async () => {
    const psql = findPsql();
    expect(psql, 'psql is needed to import the export').not.toBeNull();

    // An embedded database with the demo and some writes of its own.
    const dataDir = join(root, 'pglite');
    const source = await openDatabase({ databaseUrl: null, dataDir }, 'test');
    await seedDemoData(source.db);
    const sourceApp = await buildApp({ db: source.db, config: config(null) });
    // Uploads wait here: the embedded server is stopped before it extracts them.
    await sourceApp.ready();
    await extractionQueueOf(sourceApp).stop();
    const admin = await signIn(sourceApp, 'admin@demo.okr');
    const [acme] = await json<{ id: string }[]>(sourceApp, '/api/organizations/user', admin);
    const inAcme = { ...bearer(admin), [ORGANIZATION_HEADER]: acme!.id };
    const registered = await sourceApp.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'moved@test.okr', password: 'correct horse battery', firstName: 'Zoë', lastName: "O'Brien" },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const role = await sourceApp.inject({
      method: 'POST',
      url: '/api/roles',
      headers: inAcme,
      // Characters COPY and SQL quoting must carry: tab, newline, backslash, quotes, non-ASCII.
      payload: { name: 'Auditor "Q4"', description: "Reads\tall\\objectives\nbut changes nothing — it's ñ", roleType: 'Viewer', category: 'Custom' },
    });
    expect(role.statusCode, role.body).toBe(201);
    const permission = await sourceApp.inject({
      method: 'POST',
      url: '/api/role-permissions',
      headers: inAcme,
      payload: { roleId: role.json<{ id: string }>().id, domainName: 'objectives', canCreate: false, canRead: true, canUpdate: false, canDelete: false },
    });
    expect(permission.statusCode, permission.body).toBe(201);
    const added = await sourceApp.inject({
      method: 'POST',
      url: `/api/organizations/${acme!.id}/users`,
      headers: inAcme,
      payload: { userId: registered.json<{ user: { id: string } }>().user.id, roleType: 'Editor' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const patched = await sourceApp.inject({
      method: 'PATCH',
      url: `/api/organizations/${acme!.id}`,
      headers: inAcme,
      payload: { website: 'https://acme.example/?q=a\\b', industry: null },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const waiting = await aiCaller(() => sourceApp, admin, acme!.id).upload({
      name: 'moved.md',
      bytes: Buffer.from('# Moved\n\nThe archive moved to the third floor in \\2027\t(tab).'),
    });
    expect(waiting.statusCode, waiting.body).toBe(202);

    const before = await reads(sourceApp);
    const beforeCounts = await rowCounts(source.db);
    await sourceApp.close();
    await source.close();

    // Export (the folder is free: straight from it), then import with psql.
    const message = await runDbCommand(['export', 'okr.sql'], { OKR_DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: root });
    expect(message).toMatch(/Exported .* \d+ tables, \d+ rows/);
    expect(readFileSync(join(root, 'okr.sql'), 'utf8')).toContain('COPY public."users"');
    const target = await scratchPostgres('export');
    cleanups.push(target.drop);
    const imported = spawnSync(psql!, ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-f', join(root, 'okr.sql'), target.url], {
      encoding: 'utf8',
    });
    expect(imported.status, imported.stderr).toBe(0);
    expect(imported.stderr).not.toMatch(/ERROR/);

    // The server's own start on PostgreSQL: migrations already current, every table ready.
    const moved = await openDatabase({ databaseUrl: target.url, dataDir: '/nonexistent' }, 'test');
    cleanups.unshift(() => moved.close());
    expect(await checkReadiness(moved.db, { thorough: true })).toEqual({ ready: true, failures: [] });
    expect(await rowCounts(moved.db)).toEqual(beforeCounts);
    // Every table still tells the other API processes of its writes (migration 012's four triggers).
    const silent = await sql<{ name: string }>`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' and c.relname not like 'kysely_%'
         and (select count(*) from pg_trigger t where t.tgrelid = c.oid and t.tgname like 'okr_note_write_%') <> 4`.execute(moved.db);
    expect(silent.rows).toEqual([]);
    const movedApp = await buildApp({ db: moved.db, config: config(target.url) });
    try {
      expect(await reads(movedApp)).toEqual(before);
      // A session of the embedded server stays valid (the secret moved), and writes work.
      const me = await movedApp.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(admin) });
      expect(me.statusCode).toBe(200);
      const another = await movedApp.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: 'after-move@test.okr', password: 'correct horse battery', firstName: 'A', lastName: 'M' },
      });
      expect(another.statusCode, another.body).toBe(201);
      // The upload that waited in the embedded database is extracted on PostgreSQL from the moved bytes.
      const documentId = waiting.json<{ id: string }>().id;
      await extractionQueueOf(movedApp).idle();
      const document = await json<{ status: string }>(movedApp, `/api/ai/documents/${documentId}`, admin, acme!.id);
      expect(document.status).toBe('ready');
      const chunks = await moved.db.selectFrom('ai_chunks').select('body').where('document_id', '=', documentId).execute();
      expect(chunks.map((chunk) => chunk.body).join('\n')).toMatch(/The archive moved to the third floor in \\2027\s+\(tab\)/);
    } finally {
      await movedApp.close();
    }
  }, 90_000);
});
