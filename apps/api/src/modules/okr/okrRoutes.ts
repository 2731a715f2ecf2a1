import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configOptionRoutes } from './configOptionRoutes';
import { initiativeRoutes } from './initiativeRoutes';
import { keyResultRoutes } from './keyResultRoutes';
import { objectiveRoutes } from './objectiveRoutes';
import { moduleRoutes } from '../../plugins/routeDeclarations';
import { periodRoutes } from '../periods/periodRoutes';
import { commentRoutes } from '../comments/commentRoutes';

/** Every OKR route (dashboard, periods, objectives, key results, check-ins, initiatives, tasks, config options, comments), under /api. */
export const okrRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(moduleRoutes('objectives', objectiveRoutes));
  await app.register(moduleRoutes('key-results', keyResultRoutes));
  await app.register(moduleRoutes('initiatives', initiativeRoutes));
  await app.register(moduleRoutes('config-options', configOptionRoutes));
  await app.register(moduleRoutes('periods', periodRoutes));
  await app.register(moduleRoutes('comments', commentRoutes));
};
