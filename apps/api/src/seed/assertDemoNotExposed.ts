import { demoDescription } from '@okr/contract/demo';
import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';
import { StartupError } from '../lib/StartupError';

/** Addresses only this machine can reach. `0.0.0.0` and `::` are every interface. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare) || bare === '::ffff:127.0.0.1';
}

/**
 * The demo accounts share a password printed in the README: on an address others can reach they
 * are open doors. Refuses to start when the demo is enabled, or its accounts are in the database,
 * on a non-loopback HOST, unless OKR_ALLOW_DEMO_ON_NETWORK=1 says it is meant (a shared test box).
 */
export async function assertDemoNotExposed(
  db: Kysely<Database>,
  config: { host: string; demo: boolean; allowDemoOnNetwork: boolean },
): Promise<void> {
  if (isLoopbackHost(config.host) || config.allowDemoOnNetwork) return;
  const emails = Object.values(demoDescription.users).map((account) => account.email);
  const seeded = await db.selectFrom('users').select('email').where('email', 'in', emails).executeTakeFirst();
  if (!config.demo && !seeded) return;
  const why = seeded ? `the demo accounts (${seeded.email}, …) are in the database` : 'the demo accounts are enabled';
  const fix = seeded
    ? 'Delete the demo accounts (…@demo.okr), listen on 127.0.0.1'
    : 'Set OKR_DEMO=0, listen on 127.0.0.1';
  throw new StartupError(
    `Refusing to listen on ${config.host}: ${why} and their password is public. ${fix}, or set OKR_ALLOW_DEMO_ON_NETWORK=1 if that is intended.`,
  );
}
