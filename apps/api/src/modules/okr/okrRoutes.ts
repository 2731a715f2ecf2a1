import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configOptionRoutes } from './configOptionRoutes';
import { initiativeRoutes } from './initiativeRoutes';
import { keyResultRoutes } from './keyResultRoutes';
import { objectiveRoutes } from './objectiveRoutes';
import { periodRoutes } from '../periods/periodRoutes';

/** Every OKR route (dashboard, periods, objectives, key results, check-ins, initiatives, tasks, config options), under /api. */
export const okrRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(objectiveRoutes);
  await app.register(keyResultRoutes);
  await app.register(initiativeRoutes);
  await app.register(configOptionRoutes);
  await app.register(periodRoutes);
};
