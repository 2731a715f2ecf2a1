import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Helmet's headers with a CSP that fits both pages we serve: the host SPA (same-origin scripts and
 * API calls, Radix's inline style attributes) and the Swagger UI at /api/docs (same-origin
 * scripts, data: images). No third-party origin is allowed anywhere.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        // Not upgrade-insecure-requests: a plain-HTTP install on a LAN address would break.
      },
    },
  });
}
