// What an API key costs a read (issue 18): the same authenticated `GET /api/objectives/{id}`, over
// the demo organization's objectives (Acme Corp, Pro), with the Admin's access token and with an
// API key of the same Admin, in one run, alternating (token, key, token, key, ...) so that drift
// of the machine falls on both. Budget: the key's requests/s ≥ 90% of the token's (median of
// rounds). Closed-loop at 10 connections: a throughput ratio, not a latency figure.
// `node bench/api-key-load.mjs` prints JSON; `bench/run.mjs` calls `measureApiKeyLoad`.
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { signIn, startServer } from './lib/server.mjs';

export const API_KEY_BUDGET = { keyToTokenRatio: 0.9, rounds: 3, seconds: 8 };

function run(options) {
  return new Promise((done, fail) => {
    autocannon(options, (error, result) => (error ? fail(error) : done(result)));
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function measureApiKeyLoad({ rounds = API_KEY_BUDGET.rounds, seconds = API_KEY_BUDGET.seconds } = {}) {
  // The rate limit is the key's own rule, measured elsewhere: here it must not cut the load short.
  const server = await startServer({ LOG_LEVEL: 'warn', API_KEY_RATE_LIMIT: '100000000' });
  try {
    const token = await signIn(server.base);
    const auth = { authorization: `Bearer ${token}` };
    const me = await (await fetch(`${server.base}/auth/me`, { headers: auth })).json();
    const permissions = me.permissions;
    const created = await fetch(`${server.base}/organizations/${me.organization.id}/api-keys`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Benchmark', permissions }),
    });
    if (created.status !== 201) throw new Error(`creating the key answered ${created.status}: ${await created.text()}`);
    const { secret } = await created.json();
    const objectives = await (await fetch(`${server.base}/objectives?limit=100`, { headers: auth })).json();
    const paths = objectives.map((objective) => `/api/objectives/${objective.id}`);
    const url = server.base.replace(/\/api$/, '');
    const load = (authorization) =>
      run({
        url,
        connections: 10,
        duration: seconds,
        requests: paths.map((path) => ({ method: 'GET', path, headers: { authorization } })),
      });
    // Warm both paths (caches, JIT) before measuring.
    await load(`Bearer ${token}`);
    await load(`Bearer ${secret}`);
    const tokenRates = [];
    const keyRates = [];
    let errors = 0;
    for (let round = 0; round < rounds; round += 1) {
      const byToken = await load(`Bearer ${token}`);
      const byKey = await load(`Bearer ${secret}`);
      tokenRates.push(byToken.requests.average);
      keyRates.push(byKey.requests.average);
      errors += byToken.non2xx + byToken.errors + byKey.non2xx + byKey.errors;
    }
    const tokenRate = median(tokenRates);
    const keyRate = median(keyRates);
    const ratio = keyRate / tokenRate;
    const failures = [];
    if (ratio < API_KEY_BUDGET.keyToTokenRatio) failures.push(`API-key read at ${(ratio * 100).toFixed(1)}% of the token's (< 90%)`);
    if (errors > 0) failures.push(`${errors} non-2xx or failed answers`);
    return { tokenRates, keyRates, tokenRate, keyRate, ratio, errors, objectives: paths.length, load: loadavg()[0], failures };
  } finally {
    await server.stop();
  }
}

export function apiKeyLoadSection(result) {
  const pct = (value) => `${(value * 100).toFixed(1)}%`;
  return [
    `Measured by \`npm run bench -- --only=api-key\` on ${new Date().toISOString().slice(0, 10)} (load average ${result.load.toFixed(1)} on 2 cores while it ran).`,
    `\`GET /api/objectives/{id}\` over the ${result.objectives} objectives of the demo organization (PGlite), 10 connections, ${API_KEY_BUDGET.rounds} alternating rounds of ${API_KEY_BUDGET.seconds} s each way after a warm-up.`,
    '',
    '| check | measured | budget | result |',
    '|---|---|---|---|',
    `| read with an API key vs the same read with the Admin's access token (median req/s) | ${pct(result.ratio)} (${result.keyRate.toFixed(0)} vs ${result.tokenRate.toFixed(0)} req/s) | ≥ 90% | ${result.ratio >= API_KEY_BUDGET.keyToTokenRatio ? 'pass' : 'FAIL'} |`,
    `| non-2xx answers | ${result.errors} | 0 | ${result.errors === 0 ? 'pass' : 'FAIL'} |`,
    '',
    `Rounds (req/s): token ${result.tokenRates.map((r) => r.toFixed(0)).join(', ')}; key ${result.keyRates.map((r) => r.toFixed(0)).join(', ')}.`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureApiKeyLoad(), null, 2));
}
