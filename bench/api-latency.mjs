// API latency under a bounded load against a server on this machine (loopback only).
import { performance } from 'node:perf_hooks';

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Sends `total` requests with `concurrency` in flight; answers p50/p95/p99 in ms and req/s. */
export async function measureLatency({ url, init = {}, total = 500, concurrency = 10 }) {
  const durations = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  async function worker() {
    while (next < total) {
      next += 1;
      const t0 = performance.now();
      const response = await fetch(url, init);
      await response.arrayBuffer();
      if (!response.ok) failures += 1;
      durations.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  return {
    requests: total,
    failures,
    p50: percentile(durations, 50),
    p95: percentile(durations, 95),
    p99: percentile(durations, 99),
    perSecond: total / elapsed,
  };
}
