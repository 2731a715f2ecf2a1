import { demoIds, demoSeed, getActiveMockDb } from '@okr/mocks';
import type { MockSeed } from '@okr/mocks';

// The mock db gives every organization the quarters of 2025 and 2026; the demo objectives are in Q1 2025.

/** The id of one of Acme Corp's periods in the active mock db (the story's or test's fresh one). */
export function demoPeriodId(name: string, organizationId: string = demoIds.organizations.acme): string {
  const period = getActiveMockDb().periods.find((p) => p.organizationId === organizationId && p.name === name);
  if (!period) throw new Error(`No period ${name} in the mock db`);
  return period.id;
}

/** The demo data with some of Acme Corp's periods closed. */
export function demoSeedClosing(...names: string[]): MockSeed {
  return (db) => {
    demoSeed(db);
    for (const period of db.periods.filter((p) => p.organizationId === demoIds.organizations.acme && names.includes(p.name))) {
      db.periods.update(period.id, { closed: true });
    }
  };
}
