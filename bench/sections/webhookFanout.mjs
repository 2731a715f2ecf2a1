import { measureWebhookFanout, webhookFanoutSection } from '../webhook-fanout.mjs';

/** Webhook fan-out: 1,000 events to 3 endpoints, p95 enqueue-to-delivery < 2 s, none lost, none twice (issue 18). */
export const webhookFanoutBenchSection = {
  id: 'webhook-fanout',
  title: 'Webhooks: fan-out of 1,000 events to 3 endpoints',
  async run() {
    const result = await measureWebhookFanout();
    return { lines: webhookFanoutSection(result), failures: result.failures };
  },
};
