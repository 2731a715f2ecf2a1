import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import {
  AI_UPLOAD_MAX_BYTES,
  aiCreditsResetAt,
  monthlyCreditAllowance,
  planLimits,
  apiPaths,
  ORGANIZATION_HEADER,
} from '@okr/contract';
import type { AiCitation, AiDocumentKind, AskResponse } from '@okr/contract';
import { AiCredits, AiDocument, AskRequest, AskResponse as AskResponseSchema, CreateAiDocumentRequest } from '@okr/contract/schemas';
import type { MockDb } from '../db/MockDb';
import { currentOrganizationOf, membershipOf } from '../db/organizations';
import type { UserRecord } from '../db/records';
import { hasPermission } from '../db/roles';
import { callerResolver } from '../lib/authenticate';
import type { DbSource } from '../lib/DbSource';
import { readBody } from '../lib/readBody';
import { apiUrl, arrayOf, fail, noContent, respond } from '../lib/respond';
import { aiStateOf, creditsUsed } from './aiState';
import type { AiState, MockAiDocument } from './aiState';

const paths = apiPaths.ai;
const byId = apiUrl('/ai/documents/:id');

/** The organization of the request, as the API's assistant calls resolve it (every active member). */
function organizationOf(request: Request, db: MockDb, user: UserRecord): string {
  const wanted = request.headers.get(ORGANIZATION_HEADER);
  if (wanted) {
    if (!db.organizations.get(wanted) || !membershipOf(db, user.id, wanted)) fail('NOT_FOUND', 'Organization not found');
    return wanted;
  }
  const current = currentOrganizationOf(db, user);
  if (!current) return fail('NOT_FOUND', 'Organization not found');
  return current.id;
}

function requireUpdate(db: MockDb, user: UserRecord, organizationId: string): void {
  if (!hasPermission(db, user.id, organizationId, 'organizations', 'canUpdate')) {
    fail('FORBIDDEN', 'Missing permission organizations.update');
  }
}

const toWire = ({ passages: _p, readsUntilReady: _r, outcome: _o, ...document }: MockAiDocument) => document;

/** A pending document moves on one step per read, as the server's background extraction would. */
function advance(db: MockDb, document: MockAiDocument): void {
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

function find(state: AiState, organizationId: string, id: string): MockAiDocument {
  const document = state.documents.find((d) => d.id === id && d.organizationId === organizationId);
  if (!document) return fail('NOT_FOUND', 'Document not found');
  return document;
}

function kindOfText(text: string): AiDocumentKind {
  return /^\s{0,3}#{1,6}\s+\S/m.test(text) || /^\s{0,3}[-*+]\s+\S/m.test(text) ? 'md' : 'txt';
}

function kindOfFile(bytes: Uint8Array): AiDocumentKind | null {
  if (bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46) return 'pdf';
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return 'docx';
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return text.includes('\u0000') || text.length === 0 ? null : kindOfText(text);
  } catch {
    return null;
  }
}

const stopWords = new Set(
  'what which who whom when where why how is are was were our the a an of for to in on at do does did we you i have has about with and or can should must be this that these those it its el la los las de del que qué cuál cual es son en para por con un una nuestra nuestro'.split(' '),
);
const wordsOf = (text: string) =>
  (text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').match(/[a-z0-9]+/g) ?? []).filter((w) => !stopWords.has(w) && w.length > 2);
const stem = (word: string) => word.replace(/(ies|es|s|ing|ed)$/, '');

export const NOT_COVERED_EN = "Your documents don't cover this question. Try other words, or upload a document that answers it.";

/** A small stand-in for the server's retrieval: passages sharing at least half of the question's words. */
function answerFrom(state: AiState, organizationId: string, question: string): Omit<AskResponse, 'creditsRemaining'> {
  const words = [...new Set(wordsOf(question).map(stem))];
  if (words.length === 0) {
    return { answer: 'Your question has no words to search for. Ask about something specific, for example “What is our travel policy for flights?”', citations: [], covered: false, mode: 'extractive' };
  }
  const scored = state.documents
    .filter((d) => d.organizationId === organizationId && d.status === 'ready')
    .flatMap((document) =>
      document.passages.map((passage) => {
        const present = new Set(wordsOf(`${document.title} ${passage.heading ?? ''} ${passage.text}`).map(stem));
        return { document, passage, score: words.filter((w) => present.has(w)).length / words.length };
      }),
    )
    .filter((candidate) => candidate.score >= 0.5)
    .sort((a, b) => b.score - a.score)
    .slice(0, 3);
  if (scored.length === 0) return { answer: NOT_COVERED_EN, citations: [], covered: false, mode: 'extractive' };
  const citations: AiCitation[] = scored.map(({ document, passage }, index) => {
    const highlights: [number, number][] = [];
    const lower = passage.text.toLowerCase();
    for (const word of words) {
      const at = lower.indexOf(word);
      if (at >= 0) highlights.push([at, at + word.length]);
    }
    return {
      number: index + 1,
      documentId: document.id,
      title: document.title,
      excerpt: passage.text,
      highlights: highlights.sort((a, b) => a[0] - b[0]),
      page: passage.page,
      heading: passage.heading,
    };
  });
  const lines = scored.map(({ passage }, index) => `• “${passage.text.split(/(?<=\.)\s/)[0]}” [${index + 1}]`);
  return { answer: `From your documents:\n\n${lines.join('\n')}`, citations, covered: true, mode: 'extractive' };
}

function allowanceOf(db: MockDb, organizationId: string) {
  const organization = db.organizations.get(organizationId);
  const plan = organization?.plan ?? 'Free';
  return { plan, allowed: monthlyCreditAllowance(plan, organization?.aiCredits ?? null) };
}

const encoder = new TextEncoder();
const sse = (event: string, data: unknown) => encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

export interface AiRouteOptions {
  /** Steps (reads) a new upload spends extracting before it is ready. */
  extractionReads?: number;
  /** Delay between streamed words, in ms (0: as fast as possible). */
  streamDelayMs?: number;
  /** Changes to the db state before the first answer (a scenario). */
  prepare?: (state: AiState, organizationId: string, db: MockDb) => void;
}

/** The assistant's calls (`/ai/documents`, `/ai/ask`, `/ai/credits`), as the API behaves. */
export function aiRoutes(source: DbSource, options: AiRouteOptions = {}) {
  const caller = callerResolver(source);
  const prepared = new WeakMap<AiState, Set<string>>();
  const context = (request: Request) => {
    const { db, user } = caller(request);
    const organizationId = organizationOf(request, db, user);
    const state = aiStateOf(db);
    if (options.prepare) {
      const done = prepared.get(state) ?? new Set<string>();
      prepared.set(state, done);
      if (!done.has(organizationId)) {
        done.add(organizationId);
        options.prepare(state, organizationId, db);
      }
    }
    return { db, user, organizationId, state };
  };

  const list = http.get(apiUrl(paths.documents), ({ request }) => {
    const { db, organizationId, state } = context(request);
    const documents = state.documents.filter((d) => d.organizationId === organizationId);
    documents.forEach((d) => advance(db, d));
    const newestFirst = [...documents].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
    return respond(arrayOf(AiDocument), newestFirst.map(toWire));
  });

  const get = http.get(byId, ({ request, params }) => {
    const { db, organizationId, state } = context(request);
    const document = find(state, organizationId, String(params.id));
    advance(db, document);
    return respond(AiDocument, toWire(document));
  });

  const upload = http.post(apiUrl(paths.documents), async ({ request }) => {
    const { db, user, organizationId, state } = context(request);
    requireUpdate(db, user, organizationId);
    let title: string;
    let kind: AiDocumentKind | null;
    let size: number;
    let text = '';
    if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
      const form = await request.formData();
      const file = form.get('file');
      if (!(file instanceof File)) return fail('VALIDATION_ERROR', 'Required: the document, in the field "file"', [{ field: 'file', message: 'Required: the document, in the field "file"' }]);
      if (file.size > AI_UPLOAD_MAX_BYTES) return fail('PAYLOAD_TOO_LARGE', 'The file is larger than 10 MiB. Split it into smaller files.');
      const bytes = new Uint8Array(await file.arrayBuffer());
      kind = kindOfFile(bytes);
      size = bytes.length;
      const named = String(form.get('title') ?? '').trim();
      title = named || file.name.split(/[\\/]/).pop()!.replace(/\.[^.]{1,8}$/, '') || 'Untitled document';
      if (kind === 'md' || kind === 'txt') text = new TextDecoder().decode(bytes);
    } else {
      const body = await readBody(request, CreateAiDocumentRequest);
      if (new TextEncoder().encode(body.content).length > AI_UPLOAD_MAX_BYTES) return fail('PAYLOAD_TOO_LARGE', 'The file is larger than 10 MiB. Split it into smaller files.');
      title = body.title;
      text = body.content;
      kind = kindOfText(body.content);
      size = new TextEncoder().encode(body.content).length;
    }
    if (!kind) {
      const reason = 'Unsupported file type: upload a PDF, a Word document (.docx), Markdown or plain text (UTF-8).';
      return fail('VALIDATION_ERROR', reason, [{ field: 'file', message: reason }]);
    }
    const { plan } = allowanceOf(db, organizationId);
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
      mimeType: kind === 'pdf' ? 'application/pdf' : kind === 'docx' ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' : kind === 'md' ? 'text/markdown; charset=utf-8' : 'text/plain; charset=utf-8',
      sizeBytes: size,
      sha256: '0'.repeat(64),
      pageCount: null,
      chunkCount: 0,
      createdBy: caller(request).user.id,
      createdAt: at,
      updatedAt: at,
      passages: text ? text.split(/\n\s*\n/).filter((p) => p.trim() && !/^\s*#/.test(p)).map((p) => ({ heading: null, page: null, text: p.trim() })) : [],
      readsUntilReady: options.extractionReads ?? 1,
      outcome: { status: 'ready' },
    };
    state.documents.push(document);
    return respond(AiDocument, toWire(document), 202);
  });

  const remove = http.delete(byId, ({ request, params }) => {
    const { db, user, organizationId, state } = context(request);
    requireUpdate(db, user, organizationId);
    const document = find(state, organizationId, String(params.id));
    state.documents = state.documents.filter((d) => d !== document);
    return noContent();
  });

  const credits = http.get(apiUrl(paths.credits), ({ request }) => {
    const { db, organizationId, state } = context(request);
    const { plan, allowed } = allowanceOf(db, organizationId);
    const used = creditsUsed(state, organizationId);
    return respond(AiCredits, { plan, allowed, used, remaining: Math.max(0, allowed - used), resetsAt: aiCreditsResetAt(new Date()).toISOString() });
  });

  const ask = http.post(apiUrl(paths.ask), async ({ request }) => {
    const { db, organizationId, state } = context(request);
    const { question } = await readBody(request, AskRequest);
    const { plan, allowed } = allowanceOf(db, organizationId);
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
    const delay = options.streamDelayMs ?? 0;
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(sse('sources', { sources: answer.citations }));
        for (const word of answer.answer.split(/(?<=\s)/)) {
          if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
          controller.enqueue(sse('delta', { text: word }));
        }
        controller.enqueue(sse('done', answer));
        controller.close();
      },
    });
    return new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
  });

  return { list, get, upload, remove, credits, ask } satisfies Record<string, HttpHandler>;
}
