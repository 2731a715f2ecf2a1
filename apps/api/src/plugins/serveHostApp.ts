import fastifyStatic from '@fastify/static';
import type { FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { publicScope } from './pluginRoutes';

/**
 * Serves the built host app at `/`. Vite fingerprints everything under assets/, so those are
 * cached for a year; index.html is revalidated so a deploy shows up at the next load. Files the
 * build compressed (`x.js.br`, `x.js.gz`) go out compressed when the browser accepts it.
 */
export async function serveHostApp(app: FastifyInstance, distDir: string): Promise<void> {
  const options: FastifyStaticOptions = {
    root: distDir,
    prefix: '/',
    // Our own Cache-Control below, instead of the plugin's max-age=0 for everything.
    cacheControl: false,
    // The host's build writes .br and .gz beside each text file: sent to browsers that accept them.
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = /[\\/]assets[\\/]/.test(filePath);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  };
  // At the root, no routes: only `reply.sendFile`, for the SPA fallback of the not-found handler.
  await app.register(fastifyStatic, { ...options, serve: false });
  // The files themselves, from a scope whose routes are explicitly public.
  await publicScope(app, async (scope) => {
    await scope.register(fastifyStatic, { ...options, decorateReply: false });
  });
}
