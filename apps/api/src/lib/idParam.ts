import type { FastifyRequest } from 'fastify';

/** The `:id` of a route, for guards that run before the handler (params are validated by then). */
export function idParam(request: FastifyRequest): string {
  return (request.params as { id: string }).id;
}
