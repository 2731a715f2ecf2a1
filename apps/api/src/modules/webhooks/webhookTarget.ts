import type { LookupAddress } from 'node:dns';
import { WEBHOOK_HTTPS_ONLY_MESSAGE, WEBHOOK_PRIVATE_ADDRESS_MESSAGE } from '@okr/contract';
import { addressLiteralOf, isPublicAddress } from './webhookAddresses';
import { resolveWebhookHost } from './resolveWebhookHost';

export interface TargetPolicy {
  allowPrivate: boolean;
  dnsServers: readonly string[];
}

/**
 * Why a URL may not be called (api-contract.md "Webhooks"): `rule` is the contract's message (the
 * 422 at save), `message` adds which address was refused (the deliveries log).
 */
export class RefusedTarget extends Error {
  constructor(
    readonly rule: string,
    detail?: string,
  ) {
    super(detail ?? rule);
  }
}

/** The rule on the URL itself: https only, unless the operator allows http (WEBHOOK_ALLOW_PRIVATE). */
export function urlRuleIssue(url: URL, { allowPrivate }: Pick<TargetPolicy, 'allowPrivate'>): string | undefined {
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return WEBHOOK_HTTPS_ONLY_MESSAGE;
  const host = url.hostname.toLowerCase();
  if (!allowPrivate && (host === 'localhost' || host.endsWith('.localhost'))) return WEBHOOK_PRIVATE_ADDRESS_MESSAGE;
  return undefined;
}

/**
 * The address to connect to for a URL, after resolving its host and checking every answer: one
 * private answer refuses the whole name (it could be the one another resolution picks).
 */
export async function targetAddressOf(url: URL, policy: TargetPolicy): Promise<LookupAddress> {
  const issue = urlRuleIssue(url, policy);
  if (issue) throw new RefusedTarget(issue);
  const literal = addressLiteralOf(url.hostname);
  const addresses = literal ? [{ address: literal, family: literal.includes(':') ? 6 : 4 }] : await resolveWebhookHost(url.hostname, policy.dnsServers);
  if (!policy.allowPrivate) {
    const refused = addresses.find(({ address }) => !isPublicAddress(address));
    if (refused) throw new RefusedTarget(WEBHOOK_PRIVATE_ADDRESS_MESSAGE, `Refused: ${url.hostname} resolves to ${refused.address}, a loopback, private, link-local or multicast address`);
  }
  return addresses[0]!;
}
