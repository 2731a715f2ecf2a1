import cors from '@fastify/cors';
import { ORGANIZATION_HEADER, TOTAL_COUNT_HEADER } from '@okr/contract';
import type { FastifyInstance } from 'fastify';
import { declarePluginRoute } from './pluginRoutes';

/**
 * Partner portals embed our panels on their own origins and call this API from the browser.
 * Only the origins listed in CORS_ORIGINS may; with none listed the API stays same-origin.
 */
export async function registerCors(app: FastifyInstance, origins: string[]): Promise<void> {
  if (origins.length === 0) return;
  // The plugin's catch-all OPTIONS route: preflights carry no credentials (its root onRequest
  // hook answers them before any guard), and an origin it refuses gets a 404.
  declarePluginRoute(app, 'OPTIONS', '*', 'public');
  await app.register(cors, {
    origin: origins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', ORGANIZATION_HEADER],
    exposedHeaders: ['Retry-After', 'Link', TOTAL_COUNT_HEADER],
    maxAge: 600,
  });
}
