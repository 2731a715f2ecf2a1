import type { FastifyInstance } from 'fastify';

/**
 * JSON parsing that accepts an empty body. Clients send `Content-Type: application/json` on every
 * call (product-spec §7), including the payload-less ones (refresh, logout, complete-onboarding);
 * Fastify's default parser would reject those with 400. Anything non-empty still goes through
 * Fastify's own parser, with its prototype-poisoning protection.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.length === 0) {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
