import ipaddr from 'ipaddr.js';

/**
 * Whether a webhook may connect to an address (api-contract.md "Webhooks"): only ordinary public
 * unicast. Loopback, private, link-local, multicast, and the rest that is no one's public host
 * (unspecified, broadcast, carrier-grade NAT, reserved, unique-local, and IPv6 forms that carry an
 * IPv4 address: mapped, NAT64, 6to4, Teredo) are refused. An IPv4-mapped IPv6 address
 * (`::ffff:127.0.0.1`) is judged as the IPv4 address it names.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}

/** A URL's host as an address when it is one (`[::1]` → `::1`), else undefined (a name to resolve). */
export function addressLiteralOf(hostname: string): string | undefined {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) && (bare.includes(':') || ipaddr.IPv4.isValidFourPartDecimal(bare)) ? bare : undefined;
}
