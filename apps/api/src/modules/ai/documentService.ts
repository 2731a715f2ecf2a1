import { createHash, randomUUID } from 'node:crypto';
import { planLimits } from '@okr/contract';
import type { AiDocumentKind } from '@okr/contract';
import type { Kysely } from 'kysely';
import type { AiDocumentRow, Database } from '../../db/Database';
import { isUuid } from '../../lib/isUuid';
import { scoped } from '../../db/scoped';
import { auditDocumentChange } from '../audit/auditDocumentChange';
import type { AuditActor } from '../audit/recordAudit';
import { AppError, notFound } from '../../lib/AppError';
import { adjustLexemeStats } from './answer/lexemeStats';
import { storeUploadBytes } from './uploadBytes';

export interface NewDocument {
  organizationId: string;
  userId: string | null;
  title: string;
  kind: AiDocumentKind;
  mimeType: string;
  bytes: Uint8Array;
  /** Who uploaded it, for the audit trail (the demo seed has none). */
  actor?: AuditActor;
}

export const planLimitReached = (message: string) => new AppError('PLAN_LIMIT_REACHED', message);

/**
 * Stores an upload for extraction: the row and the file's bytes (in the database, so any API
 * process on it may extract them) in a transaction that locks the organization and counts its
 * documents, so two uploads at once cannot both pass the plan's limit (402).
 */
export async function createDocument(db: Kysely<Database>, input: NewDocument): Promise<AiDocumentRow> {
  const id = randomUUID();
  return db.transaction().execute(async (trx) => {
    const organization = await trx
      .selectFrom('organizations')
      .select('plan')
      .where('id', '=', input.organizationId)
      .forUpdate()
      .executeTakeFirst();
    if (!organization) throw notFound('Organization');
    const limit = planLimits[organization.plan].documents;
    if (limit !== null) {
      const { count } = await scoped(trx, input.organizationId)
        .selectFrom('ai_documents')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
      if (Number(count) >= limit) {
        throw planLimitReached(
          `The ${organization.plan} plan holds up to ${limit} documents. Delete one, or upgrade to Pro for unlimited documents.`,
        );
      }
    }
    const row = await scoped(trx, input.organizationId)
      .insertInto('ai_documents', [
        {
          id,
          title: input.title,
          status: 'uploaded',
          kind: input.kind,
          mime_type: input.mimeType,
          size_bytes: input.bytes.length,
          sha256: createHash('sha256').update(input.bytes).digest('hex'),
          created_by: input.userId,
        },
      ])
      .returningAll()
      .executeTakeFirstOrThrow();
    await storeUploadBytes(trx, input.organizationId, row.id, input.bytes);
    if (input.actor) {
      await auditDocumentChange(trx, input.actor, {
        action: 'document.uploaded',
        organizationId: input.organizationId,
        documentId: row.id,
        title: row.title,
      });
    }
    return row;
  });
}

export function listDocuments(db: Kysely<Database>, organizationId: string, limit: number, after?: AiDocumentRow) {
  let query = scoped(db, organizationId).selectFrom('ai_documents').selectAll();
  if (after) {
    query = query.where((eb) =>
      eb.or([eb('created_at', '<', after.created_at), eb.and([eb('created_at', '=', after.created_at), eb('id', '<', after.id)])]),
    );
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function findDocument(db: Kysely<Database>, organizationId: string, id: string): Promise<AiDocumentRow> {
  if (!isUuid(id)) throw notFound('Document');
  const row = await scoped(db, organizationId).selectFrom('ai_documents').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Document');
  return row;
}

/** Removes the document, its chunks and any waiting upload's bytes in one statement (they cascade). */
export async function deleteDocument(
  db: Kysely<Database>,
  organizationId: string,
  id: string,
  actor: AuditActor,
): Promise<void> {
  if (!isUuid(id)) throw notFound('Document');
  const deleted = await db.transaction().execute(async (trx) => {
    const row = await scoped(trx, organizationId)
      .selectFrom('ai_documents')
      .select(['id', 'title'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return undefined;
    await adjustLexemeStats(trx, organizationId, id, -1);
    await auditDocumentChange(trx, actor, { action: 'document.deleted', organizationId, documentId: id, title: row.title });
    return scoped(trx, organizationId).deleteFrom('ai_documents').where('id', '=', id).returning('id').executeTakeFirst();
  });
  if (!deleted) throw notFound('Document');
}

/** A title from a client's file name: its base name without folders or extension, trimmed. */
export function titleFromFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const title = base.replace(/\.[^.]{1,8}$/, '').replace(/[\u0000-\u001F\u007F]/g, ' ').trim().slice(0, 200);
  return title || 'Untitled document';
}
