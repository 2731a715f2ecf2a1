import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { recordAudit } from './recordAudit';
import type { AuditActor } from './recordAudit';

export interface DocumentChange {
  action: 'document.uploaded' | 'document.deleted';
  organizationId: string;
  documentId: string;
  title: string;
}

/**
 * The assistant's documents (issue 11 lists "documents uploaded and deleted"), called
 * inside the upload's and the deletion's transaction, e.g.
 * `await auditDocumentChange(trx, auditActorOf(request), { action: 'document.uploaded', ... })`.
 * Records the title only, never the content.
 */
export async function auditDocumentChange(db: Kysely<Database>, actor: AuditActor, change: DocumentChange): Promise<void> {
  const fields = { title: change.title };
  await recordAudit(db, actor, {
    action: change.action,
    organizationId: change.organizationId,
    targetType: 'document',
    targetId: change.documentId,
    ...(change.action === 'document.uploaded' ? { after: fields } : { before: fields }),
  });
}
