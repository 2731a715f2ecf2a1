import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditActorOf } from '../audit/recordAudit';
import type { AuditActor } from '../audit/recordAudit';
import type { TargetPolicy } from './webhookTarget';

/** What saving an outgoing URL (a webhook endpoint, a chat channel) needs besides the body: the webhooks' URL policy and who saves. */
export function urlSaveContextOf(app: FastifyInstance, request: FastifyRequest): { policy: TargetPolicy; actor: AuditActor } {
  return { policy: app.webhooks.config, actor: auditActorOf(request) };
}
