import type { FastifyReply, FastifyRequest } from 'fastify';
// Brings in @fastify/static's typing of reply.sendFile.
import type {} from '@fastify/static';

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Unknown routes. With the host app served, a browser navigation (GET accepting HTML) outside
 * /api gets index.html so the SPA's router takes over; /api/* never falls back, it answers JSON 404.
 */
export function notFoundHandler(spaFallback: boolean) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (spaFallback && request.method === 'GET' && !isApiPath(path) && acceptsHtml(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: `Route ${request.method} ${path} not found`, code: 'NOT_FOUND' });
  };
}
