import type { MockDb } from '../db/MockDb';
import { fail } from '../lib/routeKit';
import type { AiState, MockAiDocument } from './aiState';

/** A document as the API answers it, without what only the mocks keep. */
export const toWireDocument = ({ passages: _p, readsUntilReady: _r, outcome: _o, ...document }: MockAiDocument) => document;

/** A pending document moves on one step per read, as the server's background extraction would. */
export function advanceDocument(db: MockDb, document: MockAiDocument): void {
  if (document.status !== 'uploaded' && document.status !== 'extracting') return;
  if (document.readsUntilReady > 0) {
    document.readsUntilReady -= 1;
    document.status = 'extracting';
    return;
  }
  document.status = document.outcome.status;
  document.error = document.outcome.status === 'failed' ? document.outcome.error : null;
  document.chunkCount = document.outcome.status === 'ready' ? document.passages.length : 0;
  document.updatedAt = db.now();
}

/** The organization's document, or 404. */
export function findDocument(state: AiState, organizationId: string, id: string): MockAiDocument {
  const document = state.documents.find((d) => d.id === id && d.organizationId === organizationId);
  if (!document) return fail('NOT_FOUND', 'Document not found');
  return document;
}
