import type { FastifyInstance } from 'fastify';
import type { RateLimitState } from './apiKeyUsage';

declare module 'fastify' {
  interface FastifyRequest {
    /** The key's rate-limit window after this request counted (set for API-key callers only). */
    apiKeyRate: RateLimitState | null;
  }
}

/**
 * `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` on every answer to an API key,
 * errors included (onSend runs for those too), as api-contract.md "API keys" says.
 */
export function registerRateLimitHeaders(app: FastifyInstance): void {
  app.decorateRequest('apiKeyRate', null);
  app.addHook('onSend', async (request, reply, payload) => {
    const rate = request.apiKeyRate;
    if (rate) {
      reply.header('ratelimit-limit', String(rate.limit));
      reply.header('ratelimit-remaining', String(rate.remaining));
      reply.header('ratelimit-reset', String(rate.resetSeconds));
    }
    return payload;
  });
}
