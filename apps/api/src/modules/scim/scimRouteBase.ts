import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditActor } from '../audit/recordAudit';
import { scimCallerOf } from './authenticateScimToken';
import { scimBaseUrl } from './scimBaseUrl';

const errorsInScimSchema = 'Errors in the SCIM error schema (RFC 7644 §3.12), with `message` and `code` beside.';

/** What every SCIM route declares: its guard (a SCIM token), tag, words and base URL. */
export function scimRouteBase(app: FastifyInstance, tag: string) {
  return {
    routeConfig: { guard: 'scimToken' as const },
    base: scimBaseUrl(app.config),
    schema: { tags: [`scim-${tag.toLowerCase()}`], description: errorsInScimSchema },
  };
}

/** The audit trail's actor of a SCIM request: the token, by its prefix. */
export function scimActorOf(request: FastifyRequest): AuditActor {
  const { token } = scimCallerOf(request);
  return { userId: null, email: null, ip: request.ip || null, scimToken: token };
}
