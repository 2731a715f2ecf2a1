import { readFileSync } from 'node:fs';
import { logLevelFailures, logLevelSection, measureLogLevel } from '../log-level.mjs';
import { signIn, startServer } from '../lib/server.mjs';

/** Throughput with and without a per-request debug log level (budget: at least half). */
export const logLevelBenchSection = {
  id: 'log-level',
  title: 'Per-request log level',
  async run() {
    const server = await startServer();
    try {
      const rows = await measureLogLevel({ base: server.base, token: await signIn(server.base) });
      // The header really was honoured: the server logged those requests at debug.
      if (!readFileSync(server.logPath, 'utf8').includes('"msg":"request details"')) {
        throw new Error('X-Log-Level: debug was not honoured: no debug line logged');
      }
      return { lines: logLevelSection(rows), failures: logLevelFailures(rows) };
    } finally {
      await server.stop();
    }
  },
};
