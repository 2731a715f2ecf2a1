import { createMockDb } from './db/createMockDb';
import type { MockDb, MockSeed } from './db/MockDb';

let active: MockDb | undefined;

/**
 * The db the exported handler groups read and write. Storybook's preview resets it before every
 * story and a test resets it in `beforeEach`, so no story or test sees another's writes.
 */
export function getActiveMockDb(): MockDb {
  active ??= createMockDb();
  return active;
}

/** Replaces the active db with a fresh one (the demo data unless `seed` is given) and returns it. */
export function resetActiveMockDb(seed?: MockSeed): MockDb {
  active = createMockDb(seed);
  return active;
}
