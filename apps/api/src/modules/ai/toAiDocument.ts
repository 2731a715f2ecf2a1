import type { AiDocument } from '@okr/contract';
import type { AiDocumentRow } from '../../db/Database';

export function toAiDocument(row: AiDocumentRow): AiDocument {
  return {
    id: row.id,
    organizationId: row.organization_id,
    title: row.title,
    status: row.status,
    error: row.status === 'failed' ? row.error : null,
    kind: row.kind,
    mimeType: row.mime_type,
    sizeBytes: row.size_bytes,
    sha256: row.sha256,
    pageCount: row.page_count,
    chunkCount: row.chunk_count,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
