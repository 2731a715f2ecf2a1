import type { AppConfig } from '../../src/config';
import { loadWebhookConfig } from '../../src/modules/webhooks/webhookConfig';
import type { WebhookConfig } from '../../src/modules/webhooks/webhookConfig';

/**
 * The webhook settings of a test app: a short timeout, no poll (the test kicks and waits with
 * `deliverer.idle()`), and loopback receivers allowed unless the test is about refusing them.
 */
export function webhookTestConfig(overrides: Partial<WebhookConfig> = {}): Partial<AppConfig> {
  return { webhooks: { ...loadWebhookConfig({}), allowPrivate: true, timeoutMs: 1_500, pollMs: 60_000, ...overrides } };
}
