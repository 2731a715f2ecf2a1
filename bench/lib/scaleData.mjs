// The scale benchmark's synthetic data (issue 22), written by SQL `generate_series` straight into
// PostgreSQL, not through the API: at full size a million objectives would take hours of requests.
// Ids are md5-derived uuids of (kind, organization n, index), so every row is computed without a
// join and the benchmark can name them without reading them back. The roles and their permission
// rows are copied from a template organization the real API registered, and every user gets the
// template user's password hash (one argon2 hash computed by the API, reused): they sign in through
// `POST /auth/login` like anyone. Triggers and foreign keys are off while loading
// (`session_replication_role = replica`, superuser), then the tables are vacuumed and analysed.
import { createHash } from 'node:crypto';
import pg from 'pg';

/** Sizes: `small` (default, CI-class machines) and `full` (issue 22's installation). */
export const SCALE_SIZES = {
  small: { organizations: 300, usersPerOrganization: 5, objectivesPerOrganization: 100, bigObjectives: 10_000, keyResultsPerObjective: 3, checkInTenths: 3 },
  full: { organizations: 10_000, usersPerOrganization: 5, objectivesPerOrganization: 100, bigObjectives: 10_000, keyResultsPerObjective: 3, checkInTenths: 3 },
};

/** Bump when the generated rows change: a database left by an older generator is rebuilt. */
const GENERATOR = 'okr-scale-v1';
export const TEMPLATE_PASSWORD = 'scale-bench-password-1';

export const ids = {
  organization: (n) => md5uuid(`org-${n}`),
  user: (n, k) => md5uuid(`user-${n}-${k}`),
  objective: (n, j) => md5uuid(`obj-${n}-${j}`),
  keyResult: (n, j, k) => md5uuid(`kr-${n}-${j}-${k}`),
};
export const emailOf = (n, k) => `scale-${n}-${k}@bench.okr`;

function md5uuid(text) {
  // PostgreSQL's md5(text)::uuid: the 32 hex digits read as a uuid.
  const hex = createHash('md5').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Objectives of organization n (organization 1 is the big one). */
export const objectivesOf = (size, n) => (n === 1 ? size.bigObjectives : size.objectivesPerOrganization);

/** The generator's tag for a size: a database carrying it as its comment holds exactly that data. */
export const tagOf = (size) => `${GENERATOR} ${JSON.stringify(size)}`;

export async function databaseTag(client, database) {
  const { rows } = await client.query(
    'select shobj_description(oid, $2) as tag from pg_database where datname = $1',
    [database, 'pg_database'],
  );
  return rows[0]?.tag ?? null;
}

/**
 * Fills a migrated database from the template organization (`templateOrganizationId`, whose owner
 * is `templateUserId`). Answers the row counts.
 */
export async function loadScaleData(url, size, { templateUserId, templateOrganizationId, log = () => {} }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const step = async (name, text, values = []) => {
    const began = Date.now();
    const result = await client.query(text, values);
    log(`  ${name}: ${result.rowCount ?? ''} rows, ${((Date.now() - began) / 1000).toFixed(1)} s`);
  };
  const { organizations: N, usersPerOrganization: U, objectivesPerOrganization: P, bigObjectives: B, keyResultsPerObjective: K, checkInTenths: C } = size;
  try {
    await client.query("set session_replication_role = replica; set synchronous_commit = off; set maintenance_work_mem = '256MB'");
    const [{ password_hash: hash }] = (await client.query('select password_hash from users where id = $1', [templateUserId])).rows;
    const org = (n) => `md5('org-' || ${n})::uuid`;
    await step('organizations', `insert into organizations (id, name, size, plan)
      select ${org('n')}, 'Scale organization ' || n, case when n = 1 then 'large' else 'small' end, 'Pro'
        from generate_series(1, $1::int) n`, [N]);
    await step('roles', `insert into roles (id, name, description, role_type, category, organization_id)
      select md5('role-' || n || '-' || r.role_type)::uuid, r.name, r.description, r.role_type, r.category, ${org('n')}
        from generate_series(1, $1::int) n cross join roles r where r.organization_id = $2`, [N, templateOrganizationId]);
    await step('role_permissions', `insert into role_permissions (id, role_id, domain_name, can_create, can_read, can_update, can_delete)
      select md5('perm-' || n || '-' || r.role_type || '-' || p.domain_name)::uuid, md5('role-' || n || '-' || r.role_type)::uuid,
             p.domain_name, p.can_create, p.can_read, p.can_update, p.can_delete
        from generate_series(1, $1::int) n cross join roles r join role_permissions p on p.role_id = r.id
       where r.organization_id = $2`, [N, templateOrganizationId]);
    const user = (n, k) => `md5('user-' || ${n} || '-' || ${k})::uuid`;
    await step('users', `insert into users (id, email, password_hash, first_name, last_name, is_onboarding_complete, current_organization_id)
      select ${user('n', 'k')}, 'scale-' || n || '-' || k || '@bench.okr', $3, 'User', n || '-' || k, true, ${org('n')}
        from generate_series(1, $1::int) n cross join generate_series(1, $2::int) k`, [N, U, hash]);
    await step('organization_members', `insert into organization_members (id, organization_id, user_id, membership_type)
      select md5('member-' || n || '-' || k)::uuid, ${org('n')}, ${user('n', 'k')}, case when k = 1 then 'Owner' else 'Member' end
        from generate_series(1, $1::int) n cross join generate_series(1, $2::int) k`, [N, U]);
    await step('user_roles', `insert into user_roles (user_id, role_id)
      select ${user('n', 'k')}, md5('role-' || n || '-' || case when k = 1 then 'Admin' else 'Editor' end)::uuid
        from generate_series(1, $1::int) n cross join generate_series(1, $2::int) k`, [N, U]);
    // Key result k of objective (n, j): progress p(n, j, k); the objective's progress is their mean.
    const progress = (k) => `((n * 7 + j * 13 + ${k} * 31) % 101)`;
    const mean = `(${Array.from({ length: K }, (_, i) => progress(i + 1)).join(' + ')}) / ${K}.0`;
    await step('objectives', `insert into objectives (id, organization_id, title, description, type, strategic_axis, status, owner_id,
        start_date, end_date, progress, key_result_count, created_at, updated_at)
      select md5('obj-' || n || '-' || j)::uuid, ${org('n')}, 'Objective ' || j || ': grow the thing that matters',
             'A realistic description of a realistic objective, long enough to weigh something.',
             case when j % 3 = 0 then 'Strategic' else 'Tactical' end,
             (array['Regional Expansion', 'Retention', 'Automation', 'Digital Transformation', 'Customer Experience'])[1 + j % 5],
             case when j % 17 = 0 then 'Completed' when j % 29 = 0 then 'On Hold' else 'Active' end,
             ${user('n', `1 + j % ${U}`)}, '2026-01-01', '2026-12-31', ${mean}, ${K},
             now() - interval '1 day' + j * interval '1 second', now() - interval '1 day' + j * interval '1 second'
        from generate_series(1, $1::int) n cross join lateral generate_series(1, case when n = 1 then $2::int else $3::int end) j
       order by n, j`, [N, B, P]);
    await step('key_results', `insert into key_results (id, organization_id, objective_id, title, metric_type, start_value, target_value,
        current_value, unit, owner_id, due_date, progress, confidence, last_check_in_at)
      select md5('kr-' || n || '-' || j || '-' || k)::uuid, ${org('n')}, md5('obj-' || n || '-' || j)::uuid,
             'Key result ' || k || ' of objective ' || j, 'Percentage', 0, 100, ${progress('k')}, '%',
             ${user('n', `1 + (j + k) % ${U}`)}, '2026-12-31', ${progress('k')}, (j + k) % 11,
             case when (j * ${K} + k) % 10 < ${C} then now() - interval '1 hour' end
        from generate_series(1, $1::int) n cross join lateral generate_series(1, case when n = 1 then $2::int else $3::int end) j
             cross join generate_series(1, $4::int) k
       order by n, j, k`, [N, B, P, K]);
    await step('check_ins', `insert into check_ins (id, organization_id, key_result_id, value, confidence, note, author_id, created_at)
      select md5('ci-' || n || '-' || j || '-' || k)::uuid, ${org('n')}, md5('kr-' || n || '-' || j || '-' || k)::uuid,
             ${progress('k')}, (j + k) % 11, 'On track, a short note', ${user('n', `1 + (j + k) % ${U}`)}, now() - interval '1 hour'
        from generate_series(1, $1::int) n cross join lateral generate_series(1, case when n = 1 then $2::int else $3::int end) j
             cross join generate_series(1, $4::int) k
       where (j * $4::int + k) % 10 < $5::int`, [N, B, P, K, C]);
    await client.query('set session_replication_role = origin');
    await step('vacuum analyze', 'vacuum (analyze) organizations, roles, role_permissions, users, organization_members, user_roles, objectives, key_results, check_ins');
  } finally {
    await client.end();
  }
}

/** Rows and bytes of the scale database, as printed with the results. */
export async function countRows(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = ['organizations', 'users', 'objectives', 'key_results', 'check_ins'];
    const counts = {};
    for (const table of tables) counts[table] = Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n);
    counts.bytes = Number((await client.query('select pg_database_size(current_database()) as n')).rows[0].n);
    return counts;
  } finally {
    await client.end();
  }
}
