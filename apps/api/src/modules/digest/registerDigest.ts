import type { FastifyInstance } from 'fastify';
import { DigestTokens } from './digestToken';
import { WeeklyDigest } from './WeeklyDigest';

declare module 'fastify' {
  interface FastifyInstance {
    /** The weekly digest: its unsubscribe tokens (always), and its scheduler when this process sends digests. */
    digest: { tokens: DigestTokens; scheduler: WeeklyDigest | null };
  }
}

/**
 * The unsubscribe tokens (signed with a key derived from `secret`) and, when `config.digest` is on,
 * the scheduler: started when the app is ready, stopped (finishing the digest under way) on close.
 */
export function registerDigest(app: FastifyInstance, secret: string): void {
  const { config, db, log } = app;
  const tokens = new DigestTokens(secret);
  const settings = config.digest;
  const scheduler =
    settings?.enabled === true
      ? new WeeklyDigest({
          db,
          tokens,
          appUrl: config.appUrl ?? 'http://localhost:3000',
          pollMs: settings.pollMs,
          now: settings.now ?? (() => new Date()),
          log,
          onQueued: () => app.emailSender.kick(),
        })
      : null;
  app.decorate('digest', { tokens, scheduler });
  if (!scheduler) return;
  app.addHook('onReady', async () => {
    scheduler.start();
  });
  app.addHook('onClose', () => scheduler.stop());
}
