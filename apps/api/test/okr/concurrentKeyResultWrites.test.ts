import { objectiveProgress } from '@okr/contract';
import type { ObjectiveDetail } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/testApp';
import { createKeyResult, createObjective, organization } from './okrApi';

// Every writer of an objective's key results (check-ins, key result changes and deletes) locks the
// objective first, then the key result: the objective's progress is then computed from its key
// results as they are once the others have committed, and an objective's change of status or
// window (which rewrites its key results' risk day, migration 023) takes the locks in the same
// order, so none waits for another in a cycle. On PostgreSQL these requests really run at once
// (the pool); on PGlite one after the other.

const ctx = useTestApp();

describe('writes to one objective’s key results at the same time', () => {
  it('leave its progress the weighted mean of its key results, with no error', { timeout: 60_000 }, async () => {
    const ada = await organization(() => ctx.app, ctx.db, 'Pro');
    const objective = await createObjective(ada.api, { title: 'Many hands', startDate: '2026-01-01', endDate: '2026-12-31' });
    const keyResults = [];
    for (let i = 0; i < 4; i += 1) keyResults.push(await createKeyResult(ada.api, objective.id, { title: `KR ${i}` }));
    for (let round = 0; round < 8; round += 1) {
      const answers = await Promise.all([
        ...keyResults.map((keyResult, i) =>
          ada.api.post(`/api/key-results/${keyResult.id}/check-ins`, { value: (round * 37 + i * 53) % 200, confidence: (round + i) % 11 }),
        ),
        ada.api.patch(`/api/key-results/${keyResults[round % 4]!.id}`, { weight: 1 + (round % 3) }),
        ada.api.patch(`/api/objectives/${objective.id}`, { status: round % 2 === 0 ? 'On Hold' : 'Active', endDate: `2026-12-${20 + round}` }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 200, 200]);
      const detail = (await ada.api.get(`/api/objectives/${objective.id}`)).json<ObjectiveDetail>();
      expect(detail.progress).toBe(objectiveProgress(detail.keyResults));
    }
  });
});
