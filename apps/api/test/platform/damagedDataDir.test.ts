import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/openDatabase';
import { insertUser } from '../../src/modules/users/userRepository';
import { databaseUrl } from '../support/testDatabase';

const root = mkdtempSync(join(tmpdir(), 'okr-damaged-'));
const template = join(root, 'template');
let usersFile = '';
afterAll(() => rmSync(root, { recursive: true, force: true }));

beforeAll(async () => {
  if (databaseUrl !== null) return;
  const handle = await openDatabase({ databaseUrl: null, dataDir: template }, 'test');
  try {
    await insertUser(handle.db, { email: 'real@test.okr', passwordHash: 'x', firstName: 'R', lastName: 'U' });
    const { rows } = await sql<{ path: string }>`select pg_relation_filepath('users') as path`.execute(handle.db);
    usersFile = rows[0]?.path ?? '';
  } finally {
    await handle.close();
  }
}, 60_000);

/** A copy of the healthy folder, damaged by `damage`; returns the folder and its listing after. */
function damagedCopy(name: string, damage: (dir: string) => void): string {
  const dir = join(root, name);
  cpSync(template, dir, { recursive: true });
  damage(dir);
  return dir;
}

async function expectRefused(dataDir: string, pattern: RegExp): Promise<void> {
  const before = readdirSync(dataDir).sort();
  const refusal = openDatabase({ databaseUrl: null, dataDir }, 'test');
  await expect(refusal).rejects.toThrow(pattern);
  await expect(refusal).rejects.toThrow(dataDir);
  // Never re-initialised: the folder holds what it held.
  expect(readdirSync(dataDir).sort()).toEqual(before);
  // And the lock is released for the operator's next try.
  expect(existsSync(`${dataDir}.lock`)).toBe(false);
}

describe.skipIf(databaseUrl !== null)('a data folder that is not a valid database', () => {
  it('without PG_VERSION is refused, not re-initialised', async () => {
    const dir = damagedCopy('no-version', (d) => rmSync(join(d, 'PG_VERSION')));
    await expectRefused(dir, /not a valid database \(missing PG_VERSION\)/);
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(false);
  });

  it('holding something else (garbage) is refused', async () => {
    const dir = join(root, 'garbage');
    mkdirSync(dir);
    writeFileSync(join(dir, 'notes.txt'), 'not a database');
    await expectRefused(dir, /not a valid database/);
  });

  it('with a table file missing is refused, naming the table', async () => {
    const dir = damagedCopy('missing-table', (d) => rmSync(join(d, usersFile)));
    await expectRefused(dir, /damaged database \(.*table users/);
  });

  it('with a table file truncated to nothing is refused, not re-seeded as empty', async () => {
    const dir = damagedCopy('truncated-table', (d) => truncateSync(join(d, usersFile), 0));
    await expectRefused(dir, /damaged database \(.*table users/);
  });

  it('an intact copy still opens and keeps its rows', async () => {
    const dir = damagedCopy('intact', () => {});
    const handle = await openDatabase({ databaseUrl: null, dataDir: dir }, 'test');
    try {
      const user = await handle.db.selectFrom('users').select('email').executeTakeFirst();
      expect(user?.email).toBe('real@test.okr');
    } finally {
      await handle.close();
    }
  });
});
