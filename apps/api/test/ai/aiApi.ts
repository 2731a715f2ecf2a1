import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ORGANIZATION_HEADER } from '@okr/contract';
import type { AiDocument, AskResponse } from '@okr/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AppConfig } from '../../src/config';
import type { AiConfig, AiModelConfig } from '../../src/modules/ai/aiConfig';
import { extractionQueueOf } from '../../src/modules/ai/aiRoutes';
import { bearer } from '../support/api';
import { useTestApp } from '../support/testApp';

/** The assistant's settings for a test: uploads in a fresh temp folder, a short extraction limit. */
export function testAiConfig(overrides: Partial<AiConfig> = {}, model: AiModelConfig | null = null): AiConfig {
  return {
    uploadsDir: mkdtempSync(join(tmpdir(), 'okr-ai-uploads-')),
    extractionTimeoutMs: 30_000,
    extractionMemoryMb: 256,
    queuePollMs: 60_000,
    model,
    ...overrides,
  };
}

export function useAiTestApp(ai: Partial<AiConfig> = {}, overrides: Partial<AppConfig> = {}) {
  return useTestApp({ ai: testAiConfig(ai), ...overrides });
}

/** A multipart/form-data body with the given fields and one file. */
export function multipart(file: { name: string; bytes: Buffer; type?: string; field?: string } | null, fields: Record<string, string> = {}) {
  const boundary = `----okr${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Calls of the assistant as one signed-in user, in one organization. */
export function aiCaller(app: () => FastifyInstance, token: string, organizationId: string) {
  const headers = { ...bearer(token), [ORGANIZATION_HEADER]: organizationId };
  return {
    upload: (file: Parameters<typeof multipart>[0], fields: Record<string, string> = {}) => {
      const body = multipart(file, fields);
      return app().inject({ method: 'POST', url: '/api/ai/documents', payload: body.payload, headers: { ...headers, ...body.headers } });
    },
    uploadText: (title: string, content: string) =>
      app().inject({ method: 'POST', url: '/api/ai/documents', payload: { title, content }, headers }),
    list: (query = '') => app().inject({ method: 'GET', url: `/api/ai/documents${query}`, headers }),
    get: (id: string) => app().inject({ method: 'GET', url: `/api/ai/documents/${id}`, headers }),
    delete: (id: string) => app().inject({ method: 'DELETE', url: `/api/ai/documents/${id}`, headers }),
    ask: (question: string, extra: Record<string, string> = {}) =>
      app().inject({ method: 'POST', url: '/api/ai/ask', payload: { question }, headers: { ...headers, ...extra } }),
    credits: () => app().inject({ method: 'GET', url: '/api/ai/credits', headers }),
  };
}

/** Uploads and waits until extraction finished; answers the document as it ended (ready or failed). */
export async function uploadAndWait(
  app: FastifyInstance,
  api: ReturnType<typeof aiCaller>,
  file: Parameters<typeof multipart>[0],
  fields: Record<string, string> = {},
): Promise<AiDocument> {
  const response = await api.upload(file, fields);
  expect(response.statusCode, response.body).toBe(202);
  const { id } = response.json<AiDocument>();
  return settled(app, api, id);
}

/**
 * The document once extraction finished (ready or failed). On a shared PostgreSQL, the app of
 * another test file may have claimed the job: then this waits for that one to finish it.
 */
export async function settled(app: FastifyInstance, api: ReturnType<typeof aiCaller>, id: string): Promise<AiDocument> {
  for (let round = 0; ; round++) {
    await extractionQueueOf(app).idle();
    const document = (await api.get(id)).json<AiDocument>();
    if ((document.status !== 'uploaded' && document.status !== 'extracting') || round >= 600) return document;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function askJson(api: ReturnType<typeof aiCaller>, question: string): Promise<AskResponse> {
  const response = await api.ask(question);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AskResponse>();
}
