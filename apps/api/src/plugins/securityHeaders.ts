import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';

/**
 * Helmet's headers with a CSP that fits both pages we serve: the host SPA (same-origin scripts and
 * API calls, Radix's inline style attributes) and the Swagger UI at /api/docs (same-origin
 * scripts, data: images). No third-party origin is allowed anywhere.
 */
const options: HelmetOptions = {
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
};

/**
 * The headers helmet sets with these options, worked out once: they depend on nothing in a request
 * (no CSP nonces), and rebuilding them per request (as `@fastify/helmet` does) was a tenth of the
 * CPU of a cached authenticated read (bench `okr-load`).
 */
export function helmetHeaders(helmetOptions: HelmetOptions = options): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet(helmetOptions)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed;
  return headers;
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
