// GET /api/admin/users?q= at 100,000 users (issue 11): the server's data directory is filled with
// 100,000 users in one statement between two starts, then a super administrator searches it.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { measureLatency } from './api-latency.mjs';

export const ADMIN_USER_COUNT = 100_000;

/** Adds `count` users to a stopped server's PGlite data directory (names and emails spread for prefix search). */
export async function seedUsers(root, dataDir, count = ADMIN_USER_COUNT) {
  const require = createRequire(join(root, 'apps/api/package.json'));
  const { PGlite } = await import(pathToFileURL(require.resolve('@electric-sql/pglite')).href);
  const db = new PGlite({ dataDir });
  await db.waitReady;
  await db.exec(`
    insert into users (id, email, password_hash, first_name, last_name, created_at, updated_at)
    select gen_random_uuid(),
           'bench-user-' || i || '@bench.okr',
           'not-a-hash',
           (array['Ana','Bruno','Carla','Dario','Elena','Farid','Greta','Hugo'])[1 + i % 8] || (i % 1000),
           'Surname' || (i % 997),
           now() - (i % 365) * interval '1 day',
           now()
    from generate_series(1, ${count}) as i;
    analyze users;`);
  await db.close();
}

/** One row per kind of search: an email prefix, a first-name prefix, a full name, and a short prefix. */
export async function adminUserSearchRows(base) {
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'superadmin@demo.okr', password: 'demo-password' }),
  });
  const { accessToken } = await login.json();
  const init = { headers: { authorization: `Bearer ${accessToken}` } };
  const cases = [
    ['q=bench-user-4242 (email prefix)', 'bench-user-4242'],
    ['q=greta42 (first-name prefix)', 'greta42'],
    ['q=carla7 surname7 (full name)', 'carla7 surname7'],
    ['q=hugo (12,500 matches)', 'hugo'],
  ];
  const rows = [];
  for (const [name, q] of cases) {
    const url = `${base}/admin/users?q=${encodeURIComponent(q)}&pageSize=25`;
    await measureLatency({ url, init, total: 20, concurrency: 1 }); // warm-up
    // One at a time: the cost of the search itself (PGlite runs one query at a time, so requests in
    // flight together only queue behind each other).
    rows.push({ name: `GET /api/admin/users?${name}`, ...(await measureLatency({ url, init, total: 200, concurrency: 1 })) });
  }
  return rows;
}
