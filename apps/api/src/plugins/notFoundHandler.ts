import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
// Brings in @fastify/static's typing of reply.sendFile.
import type {} from '@fastify/static';

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** `/assets/app-1a2b.js`, `/favicon.ico`: a missing file, which must stay a 404, not a page. */
function looksLikeFile(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[a-z0-9]{1,8}$/i.test(last);
}

/**
 * The app's HTML shell in a built host: app.html when the public pages were prerendered (index.html
 * is then the landing page), else index.html.
 */
export function spaShellOf(distDir: string): string {
  return existsSync(join(distDir, 'app.html')) ? 'app.html' : 'index.html';
}

/**
 * Unknown routes. With the host app served, any GET outside /api that is not a file gets the app's
 * shell (`spaShell`) so the SPA's router takes over, whatever its Accept header (a deep link opened
 * by a crawler, a link preview or `curl` is still a page); /api/* never falls back, it answers JSON 404.
 */
export function notFoundHandler(spaShell: string | null) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (spaShell && request.method === 'GET' && !isApiPath(path) && !looksLikeFile(path)) {
      return reply.header('cache-control', 'no-cache').sendFile(spaShell);
    }
    return reply.code(404).send({ message: `Route ${request.method} ${path} not found`, code: 'NOT_FOUND' });
  };
}
