import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { exportSql } from '../../src/db/exportSql';
import { storeUploadBytes } from '../../src/modules/ai/uploadBytes';
import { findPsql, scratchPostgres } from '../support/scratchPostgres';
import { databaseUrl, freshDatabase } from '../support/testDatabase';

describe('exportSql', () => {
  it('writes schema, rows in COPY form with their delimiters escaped, and keys after the rows', async () => {
    const handle = await freshDatabase();
    try {
      await sql`insert into app_secrets (name, value) values ('probe', ${'tab\there\nnew line \\ back'})`.execute(handle.db);
      let out = '';
      const { tables } = await exportSql(handle.db, (chunk) => {
        out += chunk;
      });
      expect(tables.app_secrets).toBe(1);
      expect(out).toContain('probe\ttab\\there\\nnew line \\\\ back\t');
      expect(out.indexOf('COPY public."users"')).toBeLessThan(out.indexOf('ADD CONSTRAINT "users_pkey" PRIMARY KEY'));
      expect(out.indexOf('PRIMARY KEY')).toBeLessThan(out.indexOf('FOREIGN KEY'));
      // The function and triggers that tell other API processes of writes, the triggers after the rows.
      expect(out).toContain('CREATE OR REPLACE FUNCTION public.okr_note_org_write()');
      expect(out).toMatch(/CREATE TRIGGER okr_note_write_insert AFTER INSERT ON public\.rate_limits FOR EACH STATEMENT EXECUTE FUNCTION okr_note_org_write\(\)/);
      // Placed by user (migration 016): the user column, then the columns others see.
      expect(out).toContain('CREATE OR REPLACE FUNCTION public.okr_note_user_write()');
      expect(out).toMatch(
        /CREATE TRIGGER okr_note_write_insert AFTER INSERT ON public\.users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION okr_note_user_write\('id', 'id', 'email', 'first_name', 'last_name', 'is_active'\)/,
      );
      expect(out).toMatch(
        /CREATE TRIGGER okr_note_write_update AFTER UPDATE ON public\.objectives REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION okr_note_org_write\('organization_id'\)/,
      );
      expect(out.indexOf('COPY public."users"')).toBeLessThan(out.indexOf('CREATE TRIGGER'));
      expect(out.trimEnd().endsWith('COMMIT;')).toBe(true);
    } finally {
      await handle.close();
    }
  });

  it('refuses, naming it, what it cannot reproduce rather than export less than the database holds', async () => {
    const handle = await freshDatabase();
    try {
      await sql`create view active_users as select id from users where is_active`.execute(handle.db);
      await expect(exportSql(handle.db, () => {})).rejects.toThrow(/cannot reproduce: relation public\.active_users \(kind v\)/);
    } finally {
      await handle.close();
    }
  });

  it('carries serial and identity sequences at their positions (imported with psql on the CI PostgreSQL)', async () => {
    const handle = await freshDatabase();
    let out = '';
    try {
      await sql`create table counters (id serial primary key, label text)`.execute(handle.db);
      await sql`create table tickets (id bigint generated always as identity primary key, label text)`.execute(handle.db);
      await sql`insert into counters (label) values ('a'), ('b'), ('c')`.execute(handle.db);
      await sql`insert into tickets (label) values ('x'), ('y')`.execute(handle.db);
      await exportSql(handle.db, (chunk) => {
        out += chunk;
      });
    } finally {
      await handle.close();
    }
    expect(out).toContain('CREATE SEQUENCE public."counters_id_seq"');
    expect(out).toContain('"id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL');
    expect(out).toContain(`SELECT pg_catalog.setval('public."counters_id_seq"', 3, true);`);
    expect(out).toContain(`pg_catalog.pg_get_serial_sequence('public."tickets"', 'id'), 2, true);`);
    if (!databaseUrl) return;

    const target = await scratchPostgres('sequences');
    const dir = mkdtempSync(join(tmpdir(), 'okr-export-seq-'));
    try {
      writeFileSync(join(dir, 'out.sql'), out);
      const imported = spawnSync(findPsql() ?? 'psql', ['-X', '-q', '-f', join(dir, 'out.sql'), target.url], { encoding: 'utf8' });
      expect(imported.status, imported.stderr).toBe(0);
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      try {
        const counter = await client.query<{ id: number }>(`insert into counters (label) values ('d') returning id`);
        const ticket = await client.query<{ id: string }>(`insert into tickets (label) values ('z') returning id`);
        expect([counter.rows[0]?.id, Number(ticket.rows[0]?.id)]).toEqual([4, 3]);
      } finally {
        await client.end();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await target.drop();
    }
  });

  it("carries bytea (a waiting upload's bytes) as hex that psql reads back byte for byte", async () => {
    const handle = await freshDatabase();
    // Every byte value, tab, newline and backslash among them.
    const bytes = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));
    const organizationId = randomUUID();
    const documentId = randomUUID();
    let out = '';
    try {
      await handle.db.insertInto('organizations').values({ id: organizationId, name: 'Bytes Inc' }).execute();
      await handle.db
        .insertInto('ai_documents')
        .values({ id: documentId, organization_id: organizationId, title: 'Waiting', kind: 'pdf', mime_type: 'application/pdf', size_bytes: 512, sha256: 'x' })
        .execute();
      await storeUploadBytes(handle.db, organizationId, documentId, bytes);
      const { tables } = await exportSql(handle.db, (chunk) => {
        out += chunk;
      });
      expect(tables.ai_document_uploads).toBe(1);
    } finally {
      await handle.close();
    }
    expect(out).toContain('"bytes" bytea NOT NULL');
    expect(out).toContain(`${documentId}\t0\t${organizationId}\t\\\\x${bytes.toString('hex')}\n`);
    if (!databaseUrl) return;

    const target = await scratchPostgres('bytea');
    const dir = mkdtempSync(join(tmpdir(), 'okr-export-bytea-'));
    try {
      writeFileSync(join(dir, 'out.sql'), out);
      const imported = spawnSync(findPsql() ?? 'psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-f', join(dir, 'out.sql'), target.url], {
        encoding: 'utf8',
      });
      expect(imported.status, imported.stderr).toBe(0);
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ bytes: Buffer }>('select bytes from ai_document_uploads where document_id = $1', [documentId]);
        expect(rows[0]?.bytes.equals(bytes)).toBe(true);
      } finally {
        await client.end();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await target.drop();
    }
  });
});
