import { describe, expect, it } from 'vitest';
import { assertDemoNotExposed, isLoopbackHost } from '../../src/seed/assertDemoNotExposed';
import { seedDemoData } from '../../src/seed/demoSeed';
import { freshDatabase } from '../support/testDatabase';

describe('demo accounts on the network', () => {
  it('tells loopback addresses from the others', () => {
    for (const host of ['127.0.0.1', '127.0.1.1', 'localhost', '::1', '[::1]']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'example.com']) expect(isLoopbackHost(host), host).toBe(false);
  });

  it('refuses a non-loopback HOST with the demo enabled, unless explicitly allowed', async () => {
    // A database without demo accounts: the refusal is about the setting alone.
    const database = await freshDatabase();
    try {
      const exposed = { host: '0.0.0.0', demo: true, allowDemoOnNetwork: false };
      await expect(assertDemoNotExposed(database.db, exposed)).rejects.toThrow(
        /Refusing to listen on 0\.0\.0\.0: the demo accounts are enabled.*OKR_DEMO=0.*OKR_ALLOW_DEMO_ON_NETWORK=1/,
      );
      await expect(assertDemoNotExposed(database.db, { ...exposed, allowDemoOnNetwork: true })).resolves.toBeUndefined();
      await expect(assertDemoNotExposed(database.db, { ...exposed, host: '127.0.0.1' })).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  });

  it('refuses a non-loopback HOST when demo accounts were seeded earlier, even with OKR_DEMO=0', async () => {
    const database = await freshDatabase();
    try {
      const config = { host: '0.0.0.0', demo: false, allowDemoOnNetwork: false };
      await expect(assertDemoNotExposed(database.db, config)).resolves.toBeUndefined();
      await seedDemoData(database.db);
      await expect(assertDemoNotExposed(database.db, config)).rejects.toThrow(/demo accounts \(.*@demo\.okr, …\) are in the database/);
    } finally {
      await database.close();
    }
  });
});
