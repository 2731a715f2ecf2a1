// GET /api/reports/progress?periodId= for a period of 200 objectives × 3 key results × 13 weekly
// check-ins (issue 20), on PostgreSQL (BENCH_DATABASE_URL: a server where the bench may create and
// drop a database). The organization is made through the API; its OKR data by SQL in a second.
// Paced (bench/lib/paced.mjs): the report alone (kept by the read cache after the first answer),
// then a check-in before every report (each report recomputed: the budget's case).
import { machineLoad } from './my-week.mjs';
import { paced } from './lib/paced.mjs';
import { startServer } from './lib/server.mjs';
import { fetchJson } from './lib/fetchJson.mjs';
import { pgClient } from './lib/pgClient.mjs';

export const REPORT_OBJECTIVES = 200;
export const REPORT_KEY_RESULTS = 3;
export const REPORT_CHECK_INS = 13;
export const REPORT_BUDGET_P95_MS = 150;

/**
 * 200 objectives of the period (a 13-week window ending next week, each its own owner's), 3
 * Numeric key results 0 → 100 each, 13 weekly check-ins per key result climbing to where it is
 * now (confidence varying), the stored figures matching the last check-in.
 */
function seedSql(organizationId, periodId, ownerId) {
  return `
    insert into objectives (id, organization_id, title, type, status, owner_id, period_id, start_date, end_date, strategic_axis, operational_area)
    select gen_random_uuid(), '${organizationId}', 'Objective ' || i || ': grow what matters',
           case when i % 3 = 0 then 'Strategic' else 'Tactical' end, 'Active', '${ownerId}', '${periodId}',
           to_char(current_date - 84, 'YYYY-MM-DD'), to_char(current_date + 7, 'YYYY-MM-DD'),
           (array['Retention', 'Automation', 'Customer Experience'])[1 + i % 3], (array['Sales', 'Tech', 'Product', 'HR'])[1 + i % 4]
    from generate_series(1, ${REPORT_OBJECTIVES}) as i;
    insert into key_results (id, organization_id, objective_id, title, metric_type, start_value, target_value, current_value, owner_id, progress)
    select gen_random_uuid(), o.organization_id, o.id, 'Key result ' || k || ' of ' || o.title, 'Numeric', 0, 100, 0, '${ownerId}', 0
    from objectives o, generate_series(1, ${REPORT_KEY_RESULTS}) as k where o.organization_id = '${organizationId}';
    insert into check_ins (id, organization_id, key_result_id, value, confidence, note, author_id, created_at)
    select gen_random_uuid(), k.organization_id, k.id, least(100, w * ((k.seq % 7) + 1)), (k.seq + w) % 11, 'Week ' || w, '${ownerId}',
           now() - (${REPORT_CHECK_INS} - w) * interval '7 days'
    from key_results k, generate_series(1, ${REPORT_CHECK_INS}) as w where k.organization_id = '${organizationId}';
    update key_results k set current_value = c.value, progress = c.value, confidence = c.confidence, last_check_in_at = c.created_at
    from (select distinct on (key_result_id) key_result_id, value, confidence, created_at from check_ins
          where organization_id = '${organizationId}' order by key_result_id, created_at desc) c
    where c.key_result_id = k.id;
    update objectives o set key_result_count = s.n, progress = s.p
    from (select objective_id, count(*) as n, round(avg(progress)::numeric, 1) as p from key_results
          where organization_id = '${organizationId}' group by objective_id) s
    where s.objective_id = o.id;`;
}

export async function measureReports(adminUrl) {
  const loadBefore = machineLoad();
  const name = `okr_bench_reports_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await pgClient(adminUrl);
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let server;
  try {
    server = await startServer({ DATABASE_URL: url.toString(), OKR_DEMO: '0', OKR_DIGEST: '0', LOG_LEVEL: 'warn' });
    const { base } = server;
    const owner = await fetchJson(`${base}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `reports-${Date.now()}@bench.okr`, password: 'bench-password-1', firstName: 'Bench', lastName: 'Reports' }),
    });
    const headers = { authorization: `Bearer ${owner.accessToken}` };
    const today = new Date().toISOString().slice(0, 10);
    const period = (await fetchJson(`${base}/periods`, { headers })).find((p) => p.startDate <= today && today <= p.endDate);
    const db = await pgClient(url.toString());
    const seeded = performance.now();
    try {
      await db.query(`update organizations set plan = 'Pro' where id = $1`, [owner.organization.id]);
      await db.query(seedSql(owner.organization.id, period.id, owner.user.id));
      await db.query('analyze');
    } finally {
      await db.end();
    }
    const seedSeconds = (performance.now() - seeded) / 1000;
    const reportUrl = `${base}/reports/progress?periodId=${period.id}`;
    const report = await fetchJson(reportUrl, { headers });
    const keyResultIds = report.objectives.flatMap((o) => o.keyResults.map((kr) => kr.id));
    const points = report.objectives.reduce((sum, o) => sum + o.keyResults.reduce((s, kr) => s + kr.series.length + kr.checkIns.length, 0), 0);
    const bytes = JSON.stringify(report).length;

    const reportOnly = () => ({ url: reportUrl, headers, kind: 'report' });
    await paced({ rate: 10, seconds: 2, target: reportOnly }); // warm-up
    const cached = await paced({ rate: 20, seconds: 15, target: reportOnly, connections: 8 });
    // Even requests: a check-in on one of the period's key results (the cache of the organization
    // is dropped); odd ones: the report, recomputed. 250 ms apart, so each stands alone.
    const checkIn = (i) => ({
      url: `${base}/key-results/${keyResultIds[(i / 2) % keyResultIds.length]}/check-ins`,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ value: 50 + (i % 50), confidence: i % 11 }),
      kind: 'check-in',
    });
    const recomputed = await paced({ rate: 4, seconds: 60, target: (i) => (i % 2 === 0 ? checkIn(i) : reportOnly()), connections: 4 });
    return { seedSeconds, objectives: report.objectives.length, keyResults: keyResultIds.length, points, bytes, cached, recomputed, loadBefore, load: machineLoad() };
  } finally {
    await server?.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
