import { demoOkr } from '@okr/contract/demo';
import { describe, expect, it } from 'vitest';
import { createMockDb } from './createMockDb';
import { demoOkrIds } from './demoOkrSeed';
import { toInitiative } from './okr';

describe("the mocks' demo quarter", () => {
  it('holds the shared description with the progress the API computes', () => {
    const db = createMockDb();
    expect(db.objectives.size).toBe(demoOkr.objectives.length);
    expect(db.objectives.get(demoOkrIds.objective('dach'))).toMatchObject({ progress: 36, keyResultCount: 3, organizationId: 'org-acme' });
    expect(db.objectives.get(demoOkrIds.objective('onboarding'))!.parentObjectiveId).toBe(demoOkrIds.objective('retention'));
    expect(db.checkIns.filter((c) => c.keyResultId === demoOkrIds.keyResult('dach-customers')).map((c) => c.value)).toEqual([4, 11, 17]);
    expect(toInitiative(db, db.initiatives.get(demoOkrIds.initiative(0))!)).toMatchObject({ progress: 25, needsAttention: true });
  });
});
