import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { exportSql } from '../../src/db/exportSql';
import { freshDatabase } from '../support/testDatabase';

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
      expect(out.trimEnd().endsWith('COMMIT;')).toBe(true);
    } finally {
      await handle.close();
    }
  }, 30_000);

  it('refuses, naming it, what it cannot reproduce rather than export less than the database holds', async () => {
    const handle = await freshDatabase();
    try {
      await sql`create view active_users as select id from users where is_active`.execute(handle.db);
      await expect(exportSql(handle.db, () => {})).rejects.toThrow(/cannot reproduce: relation public\.active_users \(kind v\)/);
    } finally {
      await handle.close();
    }
  }, 30_000);
});
