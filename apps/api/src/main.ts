import { buildApp } from './app';
import { loadConfig } from './config';
import { serveAdminSocket } from './db/adminSocket';
import { dumpOpenDatabase } from './db/embeddedBackup';
import { openDatabase } from './db/openDatabase';
import { schedulePruning } from './db/pruneExpiredRows';
import { scheduleAnalyze } from './db/scheduleAnalyze';
import { closeWithin } from './lib/closeWithin';
import { signInLimitsOf } from './modules/auth/signInLimitsConfig';
import { exitWithParent } from './lib/exitWithParent';
import { StartupError } from './lib/StartupError';
import { assertDemoNotExposed } from './seed/assertDemoNotExposed';
import { seedDemoData } from './seed/demoSeed';
import { seedDemoDocuments } from './seed/demoDocuments';

/** How long a shutdown waits for in-flight requests before cutting them off. */
const SHUTDOWN_DRAIN_MS = 10_000;

/** Server entry: config from the environment, migrate, seed the demo (empty database only), listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config, `server on ${config.host}:${config.port}`);
  try {
    await assertDemoNotExposed(database.db, config);
  } catch (error) {
    await database.close();
    throw error;
  }
  const app = await buildApp({ db: database.db, config });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  app.log.info(`database: ${where}`);
  database.onConnectionLost?.((error) => app.log.warn({ err: error }, 'database connection lost; reconnecting'));

  if (config.demo && (await seedDemoData(database.db))) {
    app.log.info('seeded the demo accounts (password "demo-password"); set OKR_DEMO=0 to start without them');
  }
  // The embedded database's local admin channel (`npm run db:backup` while the server runs).
  const adminSocket = config.databaseUrl
    ? null
    : await serveAdminSocket(config.dataDir, { backup: () => dumpOpenDatabase(database) });
  if (config.demo && (await seedDemoDocuments(database.db)) > 0) {
    app.log.info('added the demo documents to Acme Corp (the assistant extracts them in the background)');
  }
  const limits = signInLimitsOf(config);
  // A failure is remembered for the longer sign-in window; the other limits' windows last an hour at most.
  const rateLimitHorizon = Math.max(limits.accountWindowSeconds, limits.addressWindowSeconds);
  const stopPruning = schedulePruning(database.db, (error) => app.log.warn({ err: error }, 'pruning failed'), rateLimitHorizon);
  if (process.env.LOGIN_RATE_LIMIT?.trim()) {
    app.log.warn('LOGIN_RATE_LIMIT is no longer read: sign-ins count failures now (SIGN_IN_*, apps/api/README.md "Sign-in limits")');
  }
  const analyzeSeconds = Number(process.env.OKR_ANALYZE_SECONDS) || 300;
  const stopAnalyze = config.databaseUrl
    ? () => undefined
    : scheduleAnalyze(database.db, analyzeSeconds, (error) => app.log.warn({ err: error }, 'analyze failed'));
  if (!config.hostDistDir) app.log.info('no built host app found: serving the API only');

  let closing = false;
  const shutdown = async (reason: string) => {
    if (closing) {
      // A second Ctrl-C: stop now. PGlite's files are as safe as after a kill -9 (see README).
      if (reason === 'SIGINT' || reason === 'SIGTERM') process.exit(130);
      return;
    }
    closing = true;
    app.log.info(`${reason}: shutting down (draining requests for up to ${SHUTDOWN_DRAIN_MS / 1000} s)`);
    stopPruning();
    stopAnalyze();
    if (!(await closeWithin(app, SHUTDOWN_DRAIN_MS))) app.log.warn('requests still running were cut off');
    await adminSocket?.close();
    // PGlite writes its data directory on close: never exit without it.
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGHUP', () => void shutdown('SIGHUP'));
  exitWithParent(() => void shutdown('parent process gone'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // A refusal the operator can act on is one line; anything else keeps its stack.
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
