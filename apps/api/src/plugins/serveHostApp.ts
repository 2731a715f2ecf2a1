import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built host app at `/`. Vite fingerprints everything under assets/, so those are
 * cached for a year; index.html is revalidated so a deploy shows up at the next load.
 */
export async function serveHostApp(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    // Our own Cache-Control below, instead of the plugin's max-age=0 for everything.
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = /[\\/]assets[\\/]/.test(filePath);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
