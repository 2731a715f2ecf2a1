import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';

/**
 * A `lookup` for node's http(s) requests that answers only the address already checked (the name
 * still gives TLS its server name and the Host header): a name resolving differently a second
 * later cannot slip through. Node asks for every address when it may try several families.
 */
export function pinnedLookup(address: LookupAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (e: null, a: LookupAddress[]) => void)(null, [address]);
    else callback(null, address.address, address.family);
  };
}
