import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { apiPaths } from '@okr/contract';
import type { DbSource } from '../lib/DbSource';
import { neverAnswer } from '../lib/neverAnswer';
import { apiUrl, internalError } from '../lib/respond';
import { aiRoutes } from './aiRoutes';
import type { AiState } from './aiState';

export interface AiHandlers {
  /** The demo: Acme Corp holds its three documents, ready. */
  default: HttpHandler[];
  /** No documents yet. */
  empty: HttpHandler[];
  /** Documents still being extracted (they stay so for a while). */
  extracting: HttpHandler[];
  /** A document failed to extract, with its reason. */
  failed: HttpHandler[];
  /** The Free plan's 3 documents are used. */
  limitReached: HttpHandler[];
  /** Every credit of the month is spent: asking answers 402. */
  noCredits: HttpHandler[];
  /** Answers stream word by word, slowly enough to watch. */
  streaming: HttpHandler[];
  /** Every assistant call stays pending. */
  slow: HttpHandler[];
  /** Every assistant call fails with the API's real 500 answer. */
  error: HttpHandler[];
}

const emptyOrganization = (state: AiState, organizationId: string) => {
  state.documents = state.documents.filter((d) => d.organizationId !== organizationId);
};

/** The assistant handler group over a db source, with its scenarios. */
export function createAiHandlers(source: DbSource): AiHandlers {
  const all = (options?: Parameters<typeof aiRoutes>[1]) => Object.values(aiRoutes(source, options));
  const paths = apiPaths.ai;
  return {
    default: all(),
    empty: all({ prepare: emptyOrganization }),
    extracting: all({
      extractionReads: 1_000_000,
      prepare: (state, organizationId) => {
        for (const document of state.documents.filter((d) => d.organizationId === organizationId).slice(0, 1)) {
          document.status = 'extracting';
          document.readsUntilReady = 1_000_000;
        }
      },
    }),
    failed: all({
      prepare: (state, organizationId) => {
        const document = state.documents.find((d) => d.organizationId === organizationId);
        if (document) {
          document.title = 'Scanned contract';
          document.kind = 'pdf';
          document.status = 'failed';
          document.error =
            'No text found: this PDF looks scanned (pages are images). Upload a PDF with selectable text, or run it through OCR first.';
          document.chunkCount = 0;
        }
      },
    }),
    limitReached: all({
      prepare: (_state, organizationId, db) => {
        db.organizations.update(organizationId, { plan: 'Free' });
      },
    }),
    noCredits: all({
      prepare: (state, organizationId, db) => {
        db.organizations.update(organizationId, { plan: 'Free' });
        state.used.set(organizationId, 50);
      },
    }),
    streaming: all({ streamDelayMs: 120 }),
    slow: [http.all(apiUrl('/ai/*'), neverAnswer)],
    error: [
      http.get(apiUrl(paths.documents), internalError),
      http.get(apiUrl(paths.credits), internalError),
      http.post(apiUrl(paths.ask), internalError),
      ...all(),
    ],
  };
}
