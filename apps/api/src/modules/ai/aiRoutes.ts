import multipart from '@fastify/multipart';
import { AI_UPLOAD_MAX_BYTES, apiPaths, canDo, missingPermissionMessage } from '@okr/contract';
import {
  AiCredits,
  AiDocument,
  AiDocumentListQuery,
  AskRequest,
  AskResponse,
  CreateAiDocumentRequest,
  IdParams,
} from '@okr/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, forbidden, notFound } from '../../lib/AppError';
import { isUuid } from '../../lib/isUuid';
import { invalidField } from '../okr/okrErrors';
import { openEventStream, wantsEventStream } from '../../lib/openEventStream';
import { errorResponses } from '../../lib/errorResponses';
import { authOf } from '../../plugins/authenticate';
import { currentOrganizationOf } from '../../plugins/currentOrganization';
import { ask } from './askService';
import { loadAiConfig } from './aiConfig';
import { creditsOf } from './credits';
import { detectKind, textKindOf } from './detectKind';
import { auditActorOf } from '../audit/recordAudit';
import { createDocument, deleteDocument, findDocument, listDocuments } from './documentService';
import { ExtractionQueue } from './extraction/ExtractionQueue';
import { readUpload, UploadForm, validation } from './readUpload';
import { toAiDocument } from './toAiDocument';

const paths = apiPaths.ai;
const byIdPath = '/ai/documents/:id';
const planLimit = z.object({ message: z.string(), code: z.literal('PLAN_LIMIT_REACHED') }).describe('Plan limit reached');

/** The organization of the request (every active member may use the assistant): the session's, never the body's. */
function organizationOf(request: FastifyRequest): string {
  const membership = currentOrganizationOf(request);
  if (!membership) throw notFound('Organization');
  return membership.organizationId;
}

/** Uploading and deleting documents change the organization: `organizations:update`. */
function requireOrganizationUpdate(request: FastifyRequest): void {
  if (!canDo(authOf(request).permissions, 'organizations', 'update')) {
    throw forbidden(missingPermissionMessage('organizations', 'update'));
  }
}

function nextPageLink(request: FastifyRequest, limit: number, cursor: string): string {
  const url = new URL(request.url, 'http://localhost');
  url.searchParams.set('limit', String(limit));
  url.searchParams.set('cursor', cursor);
  return `<${url.pathname}${url.search}>; rel="next"`;
}

function startEventStream(reply: FastifyReply) {
  openEventStream(reply);
  return (event: string, data: unknown) => {
    if (!reply.raw.writableEnded) reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
}

/** The assistant's calls of api-contract.md (`/ai/documents`, `/ai/ask`, `/ai/credits`), mounted under /api. */
export const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const ai = app.config.ai ?? loadAiConfig({}, app.config.dataDir);
  const queue = new ExtractionQueue(db, ai, app.log);
  extractionQueues.set(app.server, queue);
  app.addHook('onReady', async () => queue.start());
  app.addHook('onClose', async () => queue.stop());

  // Multipart limits stated one by one: the app's body limit does not cover a multipart request.
  await app.register(multipart, {
    limits: { fileSize: AI_UPLOAD_MAX_BYTES, files: 1, fields: 2, fieldSize: 1000, parts: 3, headerPairs: 100 },
  });

  app.get(
    paths.documents,
    {
      config: { guard: 'signedIn' },
      schema: {
        summary: "The current organization's documents, newest first (every active member)",
        querystring: AiDocumentListQuery,
        response: { 200: z.array(AiDocument), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const organizationId = organizationOf(request);
      const { limit, cursor } = request.query;
      // A cursor is the id of the last document of the previous page: what is no id at all is bad
      // input (400); an id of no document here, another organization's too, is not found (404).
      if (cursor && !isUuid(cursor)) throw invalidField('cursor', 'Not a cursor this API issued');
      const after = cursor ? await findDocument(db, organizationId, cursor) : undefined;
      const rows = await listDocuments(db, organizationId, limit + 1, after);
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      if (rows.length > limit && last) reply.header('link', nextPageLink(request, limit, last.id));
      return page.map(toAiDocument);
    },
  );

  app.post(
    paths.documents,
    {
      config: { guard: 'signedIn' },
      // JSON `{ title, content }` may carry as much text as a file upload.
      bodyLimit: AI_UPLOAD_MAX_BYTES + 64 * 1024,
      schema: {
        summary: 'Upload a document (multipart field `file`, optional `title`; or JSON `{ title, content }`)',
        description:
          'Needs `organizations:update`. PDF, DOCX, Markdown or UTF-8 text, recognised from the bytes; at most 10 MiB (413). ' +
          'Answers 202: the text is extracted in the background (`status` uploaded → extracting → ready | failed with `error`). ' +
          'Free plan: at most 3 documents (402).',
        documentedBody: { 'multipart/form-data': UploadForm, 'application/json': CreateAiDocumentRequest },
        response: {
          202: AiDocument,
          402: planLimit,
          ...errorResponses(400, 403, 404, 413),
        },
      },
    },
    async (request, reply) => {
      const organizationId = organizationOf(request);
      requireOrganizationUpdate(request);
      const upload = await readUpload(request);
      const detected = upload.fromFile ? await detectKind(upload.bytes) : textKindOf(upload.bytes);
      if (detected.kind === null) throw validation('file', detected.reason);
      const row = await createDocument(db, {
        organizationId,
        userId: authOf(request).user.id,
        title: upload.title,
        kind: detected.kind,
        mimeType: detected.mimeType,
        bytes: upload.bytes,
        actor: auditActorOf(request),
      });
      queue.kick();
      reply.code(202);
      return toAiDocument(row);
    },
  );

  app.get(
    byIdPath,
    {
      config: { guard: 'signedIn' },
      schema: {
        summary: "One of the current organization's documents (its status while it is extracted)",
        params: IdParams,
        response: { 200: AiDocument, ...errorResponses(404) },
      },
    },
    async (request) => toAiDocument(await findDocument(db, organizationOf(request), request.params.id)),
  );

  app.delete(
    byIdPath,
    {
      config: { guard: 'signedIn' },
      schema: {
        summary: 'Delete a document with all its chunks at once (needs `organizations:update`)',
        params: IdParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const organizationId = organizationOf(request);
      requireOrganizationUpdate(request);
      await deleteDocument(db, organizationId, request.params.id, auditActorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    paths.credits,
    {
      config: { guard: 'signedIn' },
      schema: {
        summary: "The current organization's AI credits this calendar month (UTC)",
        response: { 200: AiCredits, ...errorResponses(404) },
      },
    },
    async (request) => creditsOf(db, organizationOf(request)),
  );

  app.post(
    paths.ask,
    {
      config: { guard: 'signedIn' },
      schema: {
        summary: "Ask the organization's documents a question (one credit)",
        description:
          'With `Accept: text/event-stream` the answer streams as server-sent events: `sources` ({ sources }), ' +
          '`delta` ({ text, reset? }), then `done` (the JSON answer, authoritative) or `error` ({ message, code }). ' +
          'No credits left: 402.',
        body: AskRequest,
        response: { 200: AskResponse, 402: planLimit, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const organizationId = organizationOf(request);
      const controller = new AbortController();
      const context = { db, ai, log: request.log, organizationId, signal: controller.signal };
      if (!wantsEventStream(request.headers.accept)) return ask(context, request.body.question);

      // 402 and other refusals answer as JSON, before the stream starts: reserve through a first step.
      let send: ReturnType<typeof startEventStream> | null = null;
      const events = () => {
        send ??= startEventStream(reply);
        return send;
      };
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      try {
        const answer = await ask(context, request.body.question, {
          sources: (sources) => events()('sources', { sources }),
          delta: (text, reset) => events()('delta', reset ? { text, reset: true } : { text }),
        });
        events()('done', answer);
      } catch (error) {
        if (!send) throw error;
        const body =
          error instanceof AppError
            ? { message: error.message, code: error.code }
            : { message: 'Internal server error', code: 'INTERNAL_ERROR' };
        if (!(error instanceof AppError)) request.log.error({ err: error }, 'ask failed while streaming');
        events()('error', body);
      }
      reply.raw.end();
    },
  );
};

const extractionQueues = new WeakMap<FastifyInstance['server'], ExtractionQueue>();

/** The app's document extraction queue (the demo seed and tests wait on its `idle()`). */
export function extractionQueueOf(app: FastifyInstance): ExtractionQueue {
  const queue = extractionQueues.get(app.server);
  if (!queue) throw new Error('aiRoutes is not registered on this app');
  return queue;
}
