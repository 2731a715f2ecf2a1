import type { FastifyInstance } from 'fastify';

/** Not in api-contract.md's table: the API's own code for 503 (apps/api/README.md). */
export const SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE';

/** Seconds a client should wait before retrying: a restart takes about this long. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Once the app starts closing, requests still arriving (on kept-alive connections) answer 503 in
 * the API's error shape with `Retry-After`, instead of Fastify's own body, while those already
 * running finish. Needs `return503OnClosing: false`, else Fastify answers before this hook.
 */
export function refuseWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    return reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .header('connection', 'close')
      .type('application/json')
      .send({ message: 'The server is restarting. Please try again shortly.', code: SERVICE_UNAVAILABLE });
  });
}
