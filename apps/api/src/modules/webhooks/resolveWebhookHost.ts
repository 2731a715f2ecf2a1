import { promises as dns } from 'node:dns';
import type { LookupAddress } from 'node:dns';
import { dnsResolver } from '../../lib/dnsResolver';

/** How long a name may take to resolve before the attempt (or the save's check) gives up on it. */
const RESOLVE_TIMEOUT_MS = 3_000;

/**
 * The addresses of a webhook's host, resolved here so the very address that was checked is the one
 * connected to (a name answering differently a second later cannot slip through). With
 * OKR_DNS_SERVERS, those servers are asked (A and AAAA); otherwise the system resolver (which also
 * reads /etc/hosts). Throws when the name has no address or does not resolve in time.
 */
export async function resolveWebhookHost(hostname: string, dnsServers: readonly string[]): Promise<LookupAddress[]> {
  const lookup = dnsServers.length > 0 ? askServers(hostname, dnsServers) : dns.lookup(hostname, { all: true, verbatim: true });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The name ${hostname} did not resolve within ${RESOLVE_TIMEOUT_MS / 1000} s`)), RESOLVE_TIMEOUT_MS);
  });
  try {
    const addresses = await Promise.race([lookup, late]);
    if (addresses.length === 0) throw new Error(`The name ${hostname} has no address`);
    return addresses;
  } finally {
    clearTimeout(timer);
  }
}

async function askServers(hostname: string, servers: readonly string[]): Promise<LookupAddress[]> {
  const resolver = dnsResolver(servers, RESOLVE_TIMEOUT_MS);
  const [v4, v6] = await Promise.allSettled([resolver.resolve4(hostname), resolver.resolve6(hostname)]);
  const addresses = [
    ...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 })) : []),
    ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 })) : []),
  ];
  if (addresses.length === 0) {
    const reason = v4.status === 'rejected' ? v4.reason : v6.status === 'rejected' ? v6.reason : null;
    throw new Error(`The name ${hostname} did not resolve${reason instanceof Error ? `: ${reason.message}` : ''}`);
  }
  return addresses;
}
