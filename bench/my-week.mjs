// GET /api/me/week for a user in 20 organizations of 1,000 objectives each (issue 21), on
// PostgreSQL (BENCH_DATABASE_URL: a server where the bench may create and drop a database). The
// organizations are made through the API (roles and permission rows as the product makes them);
// their objectives, key results, initiatives and tasks by SQL, `generate_series`, in seconds.
import { execSync } from 'node:child_process';
import { measureLatency } from './api-latency.mjs';
import { fetchJson } from './lib/fetchJson.mjs';
import { pgClient } from './lib/pgClient.mjs';
import { startServer } from './lib/server.mjs';

export const WEEK_ORGANIZATIONS = 20;
export const WEEK_OBJECTIVES = 1_000;
export const WEEK_BUDGET_P95_MS = 100;

const register = (base, label) =>
  fetchJson(`${base}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${label}-${Date.now()}@bench.okr`, password: 'bench-password-1', firstName: 'Bench', lastName: label }),
  });

/**
 * One organization's OKR data, owned by `ownerId` except a share that is `userId`'s: 1,000
 * objectives (9 in 10 Active, a 90-day window two thirds through), 3 key results each (1 in 25
 * the user's, progress and last check-in spread over 0–99% and 0–13 days), 100 initiatives (1 in
 * 10 the user's) of 5 tasks each (1 in 5 assigned to the user, due dates over the next month and
 * the last week, 1 in 7 At Risk).
 */
function seedSql(organizationId, ownerId, userId) {
  return `
    insert into objectives (id, organization_id, title, type, status, owner_id, start_date, end_date)
    select gen_random_uuid(), '${organizationId}', 'Objective ' || i || ': grow what matters',
           case when i % 3 = 0 then 'Strategic' else 'Tactical' end,
           case when i % 10 = 0 then 'On Hold' else 'Active' end, '${ownerId}',
           to_char(current_date - 60, 'YYYY-MM-DD'), to_char(current_date + 30, 'YYYY-MM-DD')
    from generate_series(1, ${WEEK_OBJECTIVES}) as i;
    insert into key_results (id, organization_id, objective_id, title, metric_type, start_value, target_value, current_value,
                             owner_id, progress, confidence, last_check_in_at)
    select gen_random_uuid(), o.organization_id, o.id, 'Key result ' || k || ' of ' || o.title, 'Numeric', 0, 100, (o.seq * 7 + k) % 100,
           case when (o.seq * 3 + k) % 25 = 0 then '${userId}'::uuid else '${ownerId}'::uuid end,
           (o.seq * 7 + k) % 100, (o.seq + k) % 11, now() - ((o.seq + k) % 14) * interval '1 day'
    from objectives o, generate_series(1, 3) as k where o.organization_id = '${organizationId}';
    insert into initiatives (id, organization_id, name, status, owner_id, start_date, end_date)
    select gen_random_uuid(), '${organizationId}', 'Initiative ' || i,
           (array['To Start', 'In Progress', 'Finished', 'At Risk'])[1 + i % 4],
           case when i % 10 = 0 then '${userId}'::uuid else '${ownerId}'::uuid end,
           to_char(current_date - 30, 'YYYY-MM-DD'), to_char(current_date + (i % 60), 'YYYY-MM-DD')
    from generate_series(1, 100) as i;
    insert into tasks (id, organization_id, initiative_id, title, status, assignee_id, due_date)
    select gen_random_uuid(), n.organization_id, n.id, 'Task ' || t || ' of ' || n.name,
           case when (n.seq + t) % 7 = 0 then 'At Risk' when (n.seq + t) % 4 = 0 then 'Completed' else 'To Do' end,
           case when (n.seq + t) % 5 = 0 then '${userId}'::uuid else '${ownerId}'::uuid end,
           to_char(current_date + ((n.seq * 5 + t) % 37) - 7, 'YYYY-MM-DD')
    from initiatives n, generate_series(1, 5) as t where n.organization_id = '${organizationId}';`;
}

/** The machine's load when measured (the machine is shared: figures swing with it). */
export function machineLoad() {
  try {
    return execSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return 'uptime not available';
  }
}

export async function measureMyWeek(adminUrl) {
  const loadBefore = machineLoad();
  const name = `okr_bench_week_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await pgClient(adminUrl);
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let server;
  try {
    server = await startServer({ DATABASE_URL: url.toString(), OKR_DEMO: '0', OKR_DIGEST: '0', LOG_LEVEL: 'warn', REGISTER_RATE_LIMIT: '1000' });
    const { base } = server;
    const owner = await register(base, 'owner');
    const user = await register(base, 'week');
    const ownerHeaders = { 'content-type': 'application/json', authorization: `Bearer ${owner.accessToken}` };
    const organizationIds = [];
    for (let i = 1; i <= WEEK_ORGANIZATIONS; i += 1) {
      organizationIds.push((await fetchJson(`${base}/organizations`, { method: 'POST', headers: ownerHeaders, body: JSON.stringify({ name: `Week org ${i}` }) })).id);
    }
    const db = await pgClient(url.toString());
    const seeded = performance.now();
    try {
      for (const [index, organizationId] of organizationIds.entries()) {
        // The user is an Editor in most, a Viewer in some: two paths through the permission rule.
        const roleType = index % 7 === 6 ? 'Viewer' : 'Editor';
        await db.query(`insert into organization_members (id, organization_id, user_id, membership_type) values (gen_random_uuid(), $1, $2, 'Member')`, [
          organizationId,
          user.user.id,
        ]);
        await db.query(
          `insert into user_roles (user_id, role_id) select $2, id from roles where organization_id = $1 and role_type = $3 and category = 'Application'`,
          [organizationId, user.user.id, roleType],
        );
        await db.query(seedSql(organizationId, owner.user.id, user.user.id));
      }
      await db.query('analyze');
    } finally {
      await db.end();
    }
    const seedSeconds = (performance.now() - seeded) / 1000;
    const { accessToken } = await fetchJson(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.user.email, password: 'bench-password-1' }),
    });
    const target = `${base}/me/week`;
    const init = { headers: { authorization: `Bearer ${accessToken}` } };
    const items = await fetchJson(target, init);
    await measureLatency({ url: target, init, total: 50, concurrency: 1 }); // warm-up
    const one = await measureLatency({ url: target, init, total: 500, concurrency: 1 });
    const four = await measureLatency({ url: target, init, total: 500, concurrency: 4 });
    return { seedSeconds, items: items.length, bytes: JSON.stringify(items).length, organizations: new Set(items.map((item) => item.organization.id)).size, one, four, loadBefore, load: machineLoad() };
  } finally {
    await server?.stop();
    // BENCH_WEEK_KEEP=1 keeps the database for a look at the plans (its name on stderr).
    if (process.env.BENCH_WEEK_KEEP === '1') console.error(`kept database ${name}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
