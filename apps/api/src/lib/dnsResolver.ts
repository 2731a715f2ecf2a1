import { promises as dns } from 'node:dns';

type Env = Record<string, string | undefined>;

/** OKR_DNS_SERVERS (`host:port,...`): the resolvers every outside name lookup asks (webhook hosts, SSO TXT checks). */
export function readDnsServers(env: Env): string[] {
  return (env.OKR_DNS_SERVERS?.trim() ?? '').split(',').map((item) => item.trim()).filter(Boolean);
}

/**
 * A resolver for one lookup: the configured servers (tests run their own), else the system's.
 * One try with a timeout, so a server that never answers costs `timeoutMs`, not minutes.
 */
export function dnsResolver(servers: readonly string[], timeoutMs: number): dns.Resolver {
  const resolver = new dns.Resolver({ timeout: timeoutMs, tries: 1 });
  if (servers.length > 0) resolver.setServers([...servers]);
  return resolver;
}
