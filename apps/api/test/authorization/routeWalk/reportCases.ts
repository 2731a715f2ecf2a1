import { current } from './walkCase';
import type { WalkCase, WalkWorld } from './walkCase';

/** The walk's cases of the reports (api-contract.md "Reports"), in the current organization, on Pro. */
export function reportCases(world: WalkWorld): WalkCase[] {
  const onPro = (url: string): WalkCase['request'] => async (organizationId) => {
    await world.db.updateTable('organizations').set({ plan: 'Pro' }).where('id', '=', organizationId).execute();
    return { url };
  };
  return [
    { route: 'GET /api/reports/progress', guard: current('objectives', 'read'), request: onPro('/api/reports/progress'), ok: 200 },
    { route: 'GET /api/reports/coverage', guard: current('objectives', 'read'), request: onPro('/api/reports/coverage'), ok: 200 },
    { route: 'GET /api/reports/export.csv', guard: current('objectives', 'read'), request: onPro('/api/reports/export.csv?kind=check-ins'), ok: 200 },
  ];
}
