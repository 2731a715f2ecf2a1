// docs/api.md quotes this file word for word between the markers (partnerReceiver.test.ts checks):
// what a partner writes to receive OKR webhooks, run here against real deliveries.
// --- begin example ---
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { Webhook } from 'standardwebhooks';

export interface OkrEvent {
  id: string;
  type: string;
  createdAt: string;
  organizationId: string;
  data: unknown;
}

/**
 * An HTTP endpoint for OKR webhooks. `secret` is the `whsec_...` shown when the webhook was added.
 * Answer 2xx quickly (within 10 s); do the work afterwards. The same event may come more than
 * once (a retry, a redelivery): its `id` (the `webhook-id` header) stays the same, so skip ids
 * already handled.
 */
export function createPartnerReceiver(secret: string, handle: (event: OkrEvent) => void): Server {
  const webhook = new Webhook(secret);
  const seen = new Set<string>();
  return createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      let event: OkrEvent;
      try {
        // Checks the signature over the exact body received, and that the timestamp is recent.
        event = webhook.verify(body, request.headers as Record<string, string>) as OkrEvent;
      } catch {
        response.writeHead(401).end();
        return;
      }
      response.writeHead(204).end();
      if (seen.has(event.id)) return;
      seen.add(event.id);
      handle(event);
    });
  });
}
// --- end example ---
