import type { FastifyInstance } from 'fastify';
import type { TrustProxy } from '../config';

/**
 * With TRUST_PROXY off, a request carrying X-Forwarded-For means a proxy is in front that the
 * server does not believe: every client then has the proxy's address, and the per-address sign-in
 * limit counts a whole site as one client. Said once per process, at the first such request.
 */
export function warnUntrustedForwarding(app: FastifyInstance, trust: TrustProxy): void {
  if (trust !== false) return;
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    app.log.warn(
      { remoteAddress: request.ip },
      'requests arrive with X-Forwarded-For but TRUST_PROXY is off: every client counts as the proxy’s address (sign-in limits, audit trail); set TRUST_PROXY to the number of proxies in front (apps/api/README.md "Behind a proxy")',
    );
  });
}
