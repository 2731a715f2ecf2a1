import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** `X-Log-Level: debug`: this request's log lines at that level, whatever LOG_LEVEL says. */
export const LOG_LEVEL_HEADER = 'x-log-level';

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace']);

/** Request headers worth seeing when debugging a call; never credentials (Authorization, Cookie). */
const SHOWN_HEADERS = [
  'host',
  'user-agent',
  'accept',
  'accept-language',
  'content-type',
  'content-length',
  'origin',
  'x-organization-id',
  'x-forwarded-for',
  'x-forwarded-proto',
] as const;

function isLoopback(address: string | undefined): boolean {
  return address !== undefined && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));
}

function wantedLevel(request: FastifyRequest): string | null {
  const raw = request.headers[LOG_LEVEL_HEADER];
  const level = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  return LEVELS.has(level) ? level : null;
}

/**
 * Who may change a request's log level: an operator on the machine itself (the connection comes
 * from loopback and names no other client in X-Forwarded-For, which a local reverse proxy adds),
 * or a super administrator (checked once the access token is). Anyone else's header is ignored:
 * a stranger could otherwise flood the logs.
 */
function mayRaise(request: FastifyRequest): boolean {
  if (request.auth?.isSuperAdmin) return true;
  return isLoopback(request.socket.remoteAddress) && request.headers['x-forwarded-for'] === undefined;
}

function raise(request: FastifyRequest, reply: FastifyReply, level: string): void {
  if (request.log.level === level) return;
  const log = request.log.child({ logLevel: level }, { level });
  request.log = log;
  reply.log = log;
  const headers = Object.fromEntries(SHOWN_HEADERS.filter((name) => name in request.headers).map((name) => [name, request.headers[name]]));
  log.debug({ headers, route: request.routeOptions.url ?? null }, 'request details');
}

/**
 * Per-request log level. Without the header a request costs one header lookup. With it (and
 * allowed), the request and its answer log through a child logger at that level, tagged
 * `logLevel`: a "request details" line at debug (safe headers, route), whatever the code logs at
 * debug or trace on its way, a "request context" line (user, organization) and "request
 * completed" (or nothing of it at `warn` and above: a noisy probe can lower its own lines). The level is checked twice: at the
 * start (loopback) and once the route's guard has authenticated the caller (super administrator).
 */
export function requestLogLevel(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers[LOG_LEVEL_HEADER] === undefined) return;
    const level = wantedLevel(request);
    if (level && mayRaise(request)) raise(request, reply, level);
  });
  // After the route's own onRequest hooks, among them `authenticate`.
  app.addHook('preParsing', async (request, reply) => {
    if (request.headers[LOG_LEVEL_HEADER] === undefined || !request.auth?.isSuperAdmin) return;
    const level = wantedLevel(request);
    if (level) raise(request, reply, level);
  });
  app.addHook('onResponse', async (request) => {
    if (request.headers[LOG_LEVEL_HEADER] === undefined) return;
    request.log.debug(
      { userId: request.auth?.user.id ?? null, organizationId: request.auth?.membership?.organizationId ?? null },
      'request context',
    );
  });
}
