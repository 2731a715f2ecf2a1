import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/openDatabase';
import { insertUser } from '../../src/modules/users/userRepository';
import { databaseUrl } from '../support/testDatabase';

const dataDir = mkdtempSync(join(tmpdir(), 'okr-pglite-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// PostgreSQL keeps its own data; this is about the embedded PGlite's data directory.
describe.skipIf(databaseUrl !== null)('PGlite data directory', () => {
  it('keeps the data across a close and reopen (a server restart)', async () => {
    const first = await openDatabase({ databaseUrl: null, dataDir });
    await insertUser(first.db, { email: 'kept@test.okr', passwordHash: 'x', firstName: 'K', lastName: 'P' });
    await first.close();

    const second = await openDatabase({ databaseUrl: null, dataDir });
    try {
      const user = await second.db.selectFrom('users').select('email').executeTakeFirst();
      expect(user?.email).toBe('kept@test.okr');
    } finally {
      await second.close();
    }
  });
});
