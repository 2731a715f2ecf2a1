import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditActor } from '../audit/recordAudit';
import { scimCallerOf } from './authenticateScimToken';
import { scimBaseUrl } from './scimBaseUrl';

const authentication =
  "Authenticated by a SCIM token of the organization (`Authorization: Bearer scim_…`, created in its settings), not by a person's session; errors in the SCIM error schema (RFC 7644 §3.12) with `message` and `code` beside.";

/** What every SCIM route declares: its guard (the SCIM scope authenticates), tag, words and base URL. */
export function scimRouteBase(app: FastifyInstance, tag: string) {
  return {
    routeConfig: { guard: 'public' as const },
    base: scimBaseUrl(app.config),
    schema: { tags: [`scim-${tag.toLowerCase()}`], description: authentication },
  };
}

/** The audit trail's actor of a SCIM request: the token, by its prefix. */
export function scimActorOf(request: FastifyRequest): AuditActor {
  const { token } = scimCallerOf(request);
  return { userId: null, email: null, ip: request.ip || null, scimToken: token };
}
