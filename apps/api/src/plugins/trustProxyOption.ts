import type { FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../config';

/**
 * Fastify's `trustProxy` for TRUST_PROXY. A hop count n trusts the n nearest hops: the client is
 * the address the outermost of n proxies saw (Fastify refuses bare numbers, so it is a function);
 * it is only safe when the server cannot be reached except through those proxies.
 */
export function trustProxyOption(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  if (trust === 0) return false;
  return (_address: string, hop: number) => hop < trust;
}
