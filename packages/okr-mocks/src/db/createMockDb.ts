import { demoSeed } from './demoSeed';
import { createEmptyMockDb } from './MockDb';
import type { CreateMockDbOptions, MockDb, MockSeed } from './MockDb';

/** Seed rows carry one fixed timestamp, so fixtures and stories render the same dates every run. */
export const SEED_TIME = '2025-01-06T09:00:00.000Z';

/** A fresh db filled by `seed` (the demo data unless given); nothing is shared with any other db. */
export function createMockDb(seed: MockSeed = demoSeed, options: CreateMockDbOptions = {}): MockDb {
  const { now, ...settings } = options;
  const db = createEmptyMockDb({ ...settings, now: () => SEED_TIME });
  seed(db);
  db.now = now ?? (() => new Date().toISOString());
  return db;
}
