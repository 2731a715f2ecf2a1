// Throughput with and without a per-request log level (`X-Log-Level: debug`, apps/api
// src/plugins/requestLogLevel.ts) against one server at LOG_LEVEL=info whose logs go to a file,
// from this process (the server is another). Variants alternate round by round so that the
// machine's load falls on both alike; each row is the median of the rounds.
import { loadavg } from 'node:os';
import { measureLatency } from './api-latency.mjs';

/** The budget: a request at debug keeps at least this share of the throughput at info. */
export const LOG_LEVEL_MIN_RATIO = 0.5;

const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

export const LOG_LEVEL_ROUNDS = 3;
export const LOG_LEVEL_CONCURRENCY = 10;

export async function measureLogLevel({ base, token, rounds = LOG_LEVEL_ROUNDS, concurrency = LOG_LEVEL_CONCURRENCY }) {
  const auth = { authorization: `Bearer ${token}` };
  const routes = [
    ['GET /api/health (bare)', `${base}/health`, {}, 400],
    ['GET /api/auth/me', `${base}/auth/me`, auth, 200],
  ];
  const rows = [];
  for (const [name, url, headers, total] of routes) {
    const variants = { info: [], debug: [] };
    const init = (level) => ({ headers: level === 'debug' ? { ...headers, 'x-log-level': 'debug' } : headers });
    await measureLatency({ url, init: init('debug'), total: 50, concurrency: 5 }); // warm-up
    for (let round = 0; round < rounds; round += 1) {
      const order = round % 2 === 0 ? ['info', 'debug'] : ['debug', 'info'];
      for (const level of order) {
        const result = await measureLatency({ url, init: init(level), total, concurrency });
        if (result.failures > 0) throw new Error(`${name} at ${level}: ${result.failures} failed requests`);
        variants[level].push(result.perSecond);
      }
    }
    const info = median(variants.info);
    const debug = median(variants.debug);
    rows.push({ name, total, info, debug, ratio: debug / info, load: loadavg()[0] });
  }
  return rows;
}

export function logLevelSection(rows) {
  return [
    `## Per-request log level (PGlite, LOG_LEVEL=info, logs to a file; ${LOG_LEVEL_CONCURRENCY} in flight, median of ${LOG_LEVEL_ROUNDS} alternating rounds)`,
    '',
    `Measured by \`npm run bench\` (alone: \`npm run bench -- --log-level\`) on ${new Date().toISOString().slice(0, 10)}. `
      + `\`X-Log-Level: debug\` from loopback logs that request at debug (two more lines, a child logger). `
      + `Budget: at least ${LOG_LEVEL_MIN_RATIO * 100}% of the throughput without it. The ratio is the figure to read: `
      + `absolute rates depend on what else the machine runs (1-minute load average after the runs: `
      + `${rows.map((r) => r.load.toFixed(1)).join(', ')}).`,
    '',
    '| call | requests a round | req/s without | req/s with `X-Log-Level: debug` | ratio |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) => `| ${r.name} | ${r.total} | ${r.info.toFixed(0)} | ${r.debug.toFixed(0)} | ${(r.ratio * 100).toFixed(0)}% |`,
    ),
  ];
}

export function logLevelFailures(rows) {
  return rows
    .filter((r) => r.ratio < LOG_LEVEL_MIN_RATIO)
    .map((r) => `${r.name}: ${(r.ratio * 100).toFixed(0)}% of its throughput with X-Log-Level: debug (budget ${LOG_LEVEL_MIN_RATIO * 100}%)`);
}
