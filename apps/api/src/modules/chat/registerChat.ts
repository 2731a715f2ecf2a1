import type { FastifyInstance } from 'fastify';
import { ChatDeliverer } from './ChatDeliverer';
import { queueDueChatDigests } from './chatDigest';
import { onChatQueued } from './recordChatEvent';

declare module 'fastify' {
  interface FastifyInstance {
    /** Chat deliveries (Slack, Teams): the deliverer (`kick()`, `idle()`). */
    chat: { deliverer: ChatDeliverer };
  }
}

/** How often the weekly chat digests are looked for, when this process sends digests. */
const DIGEST_POLL_MS = 60_000;

/**
 * The app's chat deliverer (after registerWebhooks: it shares the webhooks' URL policy and
 * timeout): started when the app is ready, stopped on close; kicked after a response whose
 * transaction queued messages. When this process sends the weekly digest, it also queues each
 * organization's chat digest once a week.
 */
export function registerChat(app: FastifyInstance): void {
  const deliverer = new ChatDeliverer({ db: app.db, config: app.webhooks.config, appUrl: app.config.appUrl ?? 'http://localhost', log: app.log });
  app.decorate('chat', { deliverer });
  let queued = false;
  const stopListening = onChatQueued(() => {
    queued = true;
  });
  app.addHook('onResponse', async () => {
    if (!queued) return;
    queued = false;
    deliverer.kick();
  });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    deliverer.start();
    if (app.config.digest?.enabled !== true) return;
    const now = app.config.digest.now ?? (() => new Date());
    const tick = () => {
      queueDueChatDigests(app.db, now())
        .then((count) => {
          if (count > 0) deliverer.kick();
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'the chat digest failed'));
    };
    timer = setInterval(tick, DIGEST_POLL_MS);
    timer.unref();
    tick();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    stopListening();
    await deliverer.stop();
  });
}
