import { WEBHOOK_HTTPS_ONLY_MESSAGE, WEBHOOK_PRIVATE_ADDRESS_MESSAGE } from '@okr/contract';

/** IPv4 ranges that are no one's public host: this network, private, CGNAT, loopback, link-local, multicast and reserved. */
const refusedV4: [number, number][] = [
  [0x00000000, 8],
  [0x0a000000, 8],
  [0x64400000, 10],
  [0x7f000000, 8],
  [0xa9fe0000, 16],
  [0xac100000, 12],
  [0xc0a80000, 16],
  [0xe0000000, 4],
  [0xf0000000, 4],
];

function v4Refused(text: string): boolean {
  const parts = text.split('.').map(Number);
  const value = ((parts[0]! << 24) | (parts[1]! << 16) | (parts[2]! << 8) | parts[3]!) >>> 0;
  return refusedV4.some(([base, bits]) => value >>> (32 - bits) === base >>> (32 - bits));
}

/** IPv6 as URL hostnames carry it (normalized by the URL parser): loopback, unspecified, unique-local, link-local, multicast, IPv4-mapped. */
function v6Refused(text: string): boolean {
  const host = text.toLowerCase();
  if (host === '::' || host === '::1') return true;
  if (/^f[cd]/.test(host) || /^fe[89ab]/.test(host) || host.startsWith('ff')) return true;
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
  if (mapped) {
    const high = parseInt(mapped[1]!, 16);
    const low = parseInt(mapped[2]!, 16);
    return v4Refused(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
  }
  return false;
}

/**
 * The API's rule at save (api-contract.md "Webhooks", 422), as far as a mock can tell without
 * DNS: https only, and no host that is an address on a refused range (or `localhost`). The server
 * also resolves names; the mocks take any other name as public.
 */
export function webhookUrlIssue(value: string): string | undefined {
  const url = new URL(value);
  if (url.protocol !== 'https:') return WEBHOOK_HTTPS_ONLY_MESSAGE;
  const host = url.hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return WEBHOOK_PRIVATE_ADDRESS_MESSAGE;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host) && v4Refused(host)) return WEBHOOK_PRIVATE_ADDRESS_MESSAGE;
  if (host.startsWith('[') && v6Refused(host.slice(1, -1))) return WEBHOOK_PRIVATE_ADDRESS_MESSAGE;
  return undefined;
}
