import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { aiCreditsResetAt, apiPaths, planLimits } from '@okr/contract';
import type { AskResponse } from '@okr/contract';
import { AiCredits, AiDocument, AskRequest, AskResponse as AskResponseSchema } from '@okr/contract/schemas';
import type { DbSource } from '../lib/DbSource';
import { apiUrl, arrayOf, fail, noContent, readBody, respond } from '../lib/routeKit';
import { aiAllowanceOf } from './aiAllowanceOf';
import { aiContextResolver } from './aiContextResolver';
import type { PrepareAiState } from './aiContextResolver';
import { requireDocumentsUpdate } from './aiOrganizationOf';
import { creditsUsed } from './aiState';
import type { MockAiDocument } from './aiState';
import { answerFrom } from './answerFrom';
import { answerStream } from './answerStream';
import { mimeTypeOf } from './kindOfFile';
import { advanceDocument, findDocument, toWireDocument } from './advanceDocument';
import { readUpload } from './readUpload';

const paths = apiPaths.ai;
const byId = apiUrl('/ai/documents/:id');

export interface AiRouteOptions {
  /** Steps (reads) a new upload spends extracting before it is ready. */
  extractionReads?: number;
  /** Delay between streamed words, in ms (0: as fast as possible). */
  streamDelayMs?: number;
  /** Changes to the db state before the first answer (a scenario). */
  prepare?: PrepareAiState;
}

/** The assistant's calls (`/ai/documents`, `/ai/ask`, `/ai/credits`), as the API behaves. */
export function aiRoutes(source: DbSource, options: AiRouteOptions = {}) {
  const context = aiContextResolver(source, options.prepare);

  const list = http.get(apiUrl(paths.documents), ({ request }) => {
    const { db, organizationId, state } = context(request);
    const documents = state.documents.filter((d) => d.organizationId === organizationId);
    documents.forEach((d) => advanceDocument(db, d));
    const newestFirst = [...documents].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
    return respond(arrayOf(AiDocument), newestFirst.map(toWireDocument));
  });

  const get = http.get(byId, ({ request, params }) => {
    const { db, organizationId, state } = context(request);
    const document = findDocument(state, organizationId, String(params.id));
    advanceDocument(db, document);
    return respond(AiDocument, toWireDocument(document));
  });

  const upload = http.post(apiUrl(paths.documents), async ({ request }) => {
    const { db, user, organizationId, state } = context(request);
    requireDocumentsUpdate(db, user, organizationId);
    const { title, kind, size, text } = await readUpload(request);
    if (!kind) {
      const reason = 'Unsupported file type: upload a PDF, a Word document (.docx), Markdown or plain text (UTF-8).';
      return fail('VALIDATION_ERROR', reason, [{ field: 'file', message: reason }]);
    }
    const { plan } = aiAllowanceOf(db, organizationId);
    const limit = planLimits[plan].documents;
    if (limit !== null && state.documents.filter((d) => d.organizationId === organizationId).length >= limit) {
      fail('PLAN_LIMIT_REACHED', `The ${plan} plan holds up to ${limit} documents. Delete one, or upgrade to Pro for unlimited documents.`);
    }
    const at = db.now();
    const document: MockAiDocument = {
      id: db.nextId('doc'),
      organizationId,
      title,
      status: 'uploaded',
      error: null,
      kind,
      mimeType: mimeTypeOf(kind),
      sizeBytes: size,
      sha256: '0'.repeat(64),
      pageCount: null,
      chunkCount: 0,
      createdBy: user.id,
      createdAt: at,
      updatedAt: at,
      passages: text ? text.split(/\n\s*\n/).filter((p) => p.trim() && !/^\s*#/.test(p)).map((p) => ({ heading: null, page: null, text: p.trim() })) : [],
      readsUntilReady: options.extractionReads ?? 1,
      outcome: { status: 'ready' },
    };
    state.documents.push(document);
    return respond(AiDocument, toWireDocument(document), 202);
  });

  const remove = http.delete(byId, ({ request, params }) => {
    const { db, user, organizationId, state } = context(request);
    requireDocumentsUpdate(db, user, organizationId);
    const document = findDocument(state, organizationId, String(params.id));
    state.documents = state.documents.filter((d) => d !== document);
    return noContent();
  });

  const credits = http.get(apiUrl(paths.credits), ({ request }) => {
    const { db, organizationId, state } = context(request);
    const { plan, allowed } = aiAllowanceOf(db, organizationId);
    const used = creditsUsed(state, organizationId);
    return respond(AiCredits, { plan, allowed, used, remaining: Math.max(0, allowed - used), resetsAt: aiCreditsResetAt(new Date()).toISOString() });
  });

  const ask = http.post(apiUrl(paths.ask), async ({ request }) => {
    const { db, organizationId, state } = context(request);
    const { question } = await readBody(request, AskRequest);
    const { plan, allowed } = aiAllowanceOf(db, organizationId);
    const used = creditsUsed(state, organizationId);
    if (used >= allowed) {
      fail(
        'PLAN_LIMIT_REACHED',
        plan === 'Free'
          ? `You have used this month's ${allowed} AI credits of the Free plan. Upgrade to Pro for 500 AI credits a month.`
          : `You have used this month's ${allowed} AI credits. They renew on the first day of next month.`,
      );
    }
    const found = answerFrom(state, organizationId, question);
    if (found.covered) state.used.set(organizationId, used + 1);
    const answer: AskResponse = { ...found, creditsRemaining: Math.max(0, allowed - creditsUsed(state, organizationId)) };
    AskResponseSchema.parse(answer);
    if (!(request.headers.get('accept') ?? '').includes('text/event-stream')) return HttpResponse.json(answer);
    return answerStream(answer, options.streamDelayMs ?? 0);
  });

  return { list, get, upload, remove, credits, ask } satisfies Record<string, HttpHandler>;
}
