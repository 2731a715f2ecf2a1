import { demoIds } from '@okr/mocks';
import type { MockDb } from '@okr/mocks';
import { demoSeedWith } from './demoRows';

const acme = demoIds.organizations.acme;

/** Seeds of the reports' stories and tests: the demo data with one change on top. */
export const reportSeeds = {
  /** Acme on the Free plan: the server answers 402 to every report. */
  free: demoSeedWith((db) => void db.organizations.update(acme, { plan: 'Free' })),
  /** Acme's Viewer role without `objectives:read` (sign in as the viewer). */
  viewerWithoutObjectives: demoSeedWith((db) => {
    const viewer = db.roles.find((role) => role.organizationId === acme && role.roleType === 'Viewer');
    const row = db.rolePermissions.find((p) => p.roleId === viewer?.id && p.domainName === 'objectives');
    if (row) db.rolePermissions.update(row.id, { canRead: false });
  }),
  /** Acme without objectives: an empty period. */
  noObjectives: demoSeedWith((db) => {
    db.objectives.deleteWhere((o) => o.organizationId === acme);
  }),
  /**
   * Acme with nothing needing anyone: every key result checked in today, and only objectives that
   * have key results and sit in an alignment (the others removed).
   */
  covered: demoSeedWith((db) => {
    const ours = (o: { organizationId: string }) => o.organizationId === acme;
    for (const kr of db.keyResults.filter((kr) => db.objectives.get(kr.objectiveId)?.organizationId === acme)) {
      db.keyResults.update(kr.id, { lastCheckInAt: db.now() });
    }
    db.objectives.deleteWhere((o) => ours(o) && !db.keyResults.find((kr) => kr.objectiveId === o.id));
    const parents = new Set(db.objectives.filter(ours).map((o) => o.parentObjectiveId));
    db.objectives.deleteWhere((o) => ours(o) && !o.parentObjectiveId && !parents.has(o.id));
  }),
  /** `count` more objectives in Acme, each a copy of a demo objective with its key results and check-ins. */
  manyObjectives: (count: number) => demoSeedWith((db) => addCopies(db, count)),
};

function addCopies(db: MockDb, count: number) {
  const originals = db.objectives.filter((o) => o.organizationId === acme && o.keyResultCount > 0);
  for (let i = 0; i < count; i += 1) {
    const original = originals[i % originals.length]!;
    const id = `objective-copy-${i + 1}`;
    db.objectives.insert({ ...original, id, title: `${original.title} (${i + 1})`, parentObjectiveId: null });
    for (const keyResult of db.keyResults.filter((kr) => kr.objectiveId === original.id)) {
      const keyResultId = `${keyResult.id}-copy-${i + 1}`;
      db.keyResults.insert({ ...keyResult, id: keyResultId, objectiveId: id });
      for (const checkIn of db.checkIns.filter((c) => c.keyResultId === keyResult.id)) {
        db.checkIns.insert({ ...checkIn, id: `${checkIn.id}-copy-${i + 1}`, keyResultId });
      }
    }
  }
}
