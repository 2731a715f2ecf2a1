import type { FastifyInstance } from 'fastify';
import { onWebhookQueued } from './recordWebhookEvent';
import { webhookConfigOf } from './webhookConfig';
import type { WebhookConfig } from './webhookConfig';
import { WebhookDeliverer } from './WebhookDeliverer';
import { WebhookSecretBox } from './webhookSecret';

export interface Webhooks {
  deliverer: WebhookDeliverer;
  box: WebhookSecretBox;
  config: WebhookConfig;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Webhook deliveries: the deliverer (`kick()`, `idle()`), the secret box, the settings. */
    webhooks: Webhooks;
  }
}

/**
 * The app's webhook deliverer: started when the app is ready, stopped (waiting for attempts under
 * way) on close. After a response whose transaction queued deliveries, it looks for work at once
 * (the commit is done by then); the poll catches what other processes queued.
 */
export async function registerWebhooks(app: FastifyInstance): Promise<void> {
  const config = webhookConfigOf(app.config);
  const box = await WebhookSecretBox.open(app.db, config.secretKey);
  const deliverer = new WebhookDeliverer({ db: app.db, config, box, appUrl: app.config.appUrl ?? 'http://localhost', log: app.log });
  app.decorate('webhooks', { deliverer, box, config });
  let queued = false;
  const stopListening = onWebhookQueued(() => {
    queued = true;
  });
  app.addHook('onResponse', async () => {
    if (!queued) return;
    queued = false;
    deliverer.kick();
  });
  app.addHook('onReady', async () => {
    deliverer.start();
    if (config.allowPrivate) app.log.warn('webhooks: WEBHOOK_ALLOW_PRIVATE=1, http:// and private addresses are allowed');
  });
  app.addHook('onClose', async () => {
    stopListening();
    await deliverer.stop();
  });
}
