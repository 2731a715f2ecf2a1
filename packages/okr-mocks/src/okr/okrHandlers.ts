import type { HttpHandler } from 'msw';
import type { DbSource } from '../lib/DbSource';
import { configOptionRoutes } from './configOptionRoutes';
import { initiativeRoutes } from './initiativeRoutes';
import { keyResultRoutes } from './keyResultRoutes';
import { objectiveRoutes } from './objectiveRoutes';
import { periodRoutes } from './periodRoutes';
import { rolloverRoute } from './rolloverRoute';

export interface OkrHandlers {
  default: HttpHandler[];
}

/** The OKR handler group (dashboard, periods, objectives, key results, check-ins, initiatives, tasks, config options) over a db source. */
export function createOkrHandlers(source: DbSource): OkrHandlers {
  return {
    default: [
      ...Object.values(objectiveRoutes(source)),
      ...Object.values(keyResultRoutes(source)),
      ...Object.values(initiativeRoutes(source)),
      ...Object.values(configOptionRoutes(source)),
      ...Object.values(periodRoutes(source)),
      rolloverRoute(source),
    ],
  };
}
