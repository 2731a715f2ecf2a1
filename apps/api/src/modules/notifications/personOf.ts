import type { FastifyRequest } from 'fastify';
import { authOf } from '../../plugins/authenticate';

/** The person making a request, or null when an API key makes it (its creator is attribution only). */
export function personOf(request: FastifyRequest): string | null {
  const auth = authOf(request);
  return auth.apiKey ? null : auth.user.id;
}
