import { createMockDb, demoOkrIds, demoSeed, toInitiative } from '@okr/mocks';
import type { MockDb, MockSeed } from '@okr/mocks';

// Rows of the demo quarter exactly as a fresh mock db holds them (seeded at SEED_TIME), so a
// story's props and the handlers behind it describe the same objects.
const demo = createMockDb();

export const demoRows = {
  initiative: (index: number) => demo.initiatives.get(demoOkrIds.initiative(index))!,
  /** The initiative as `GET /initiatives/{id}` answers it (progress, task counts), as a form receives it. */
  initiativeAsServed: (index: number) => toInitiative(demo, demo.initiatives.get(demoOkrIds.initiative(index))!),
  tasksOf: (index: number) => demo.tasks.filter((task) => task.initiativeId === demoOkrIds.initiative(index)),
  objective: (key: string) => demo.objectives.get(demoOkrIds.objective(key))!,
  keyResult: (key: string) => demo.keyResults.get(demoOkrIds.keyResult(key))!,
  /** Newest first, as `GET /key-results/{id}/check-ins` answers. */
  checkInsOf: (key: string) =>
    demo.checkIns
      .filter((checkIn) => checkIn.keyResultId === demoOkrIds.keyResult(key))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
};

/** The demo data with a change on top (`parameters.mockSeed`), e.g. Acme on the Free plan. */
export const demoSeedWith =
  (change: (db: MockDb) => void): MockSeed =>
  (db) => {
    demoSeed(db);
    change(db);
  };
