import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAiConfig } from '../../src/modules/ai/aiConfig';
import { extractionQueueOf } from '../../src/modules/ai/aiRoutes';
import { registerAdmin } from '../settings/settingsApi';
import { aiCaller, askJson, uploadAndWait, useAiTestApp } from './aiApi';
import { startEmbeddingsStub } from './embeddingsStub';
import type { EmbeddingsStub } from './embeddingsStub';

// Dense retrieval through a local OpenAI-compatible embeddings endpoint (issue 23).
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
const embeddings = { baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'test-key', model: 'stub-embed', timeoutMs: 10_000 };
const ctx = useAiTestApp({ embeddings });
let stub: EmbeddingsStub;
let api: ReturnType<typeof aiCaller>;
const ids: string[] = [];

// Both answer the question with all its words; the first holds them more often (first by full
// text), the second is the one the stub's embeddings place nearest a question.
const ALPHA = 'Alpha budget notes';
const OMEGA = 'Omega budget notes';
const question = 'What is the flights budget?';

beforeAll(async () => {
  stub = await startEmbeddingsStub();
  ctx.config.ai!.embeddings!.baseUrl = stub.url;
  const admin = await registerAdmin(() => ctx.app);
  api = aiCaller(() => ctx.app, admin.accessToken, admin.organizationId);
  const files = [
    { name: 'alpha.md', title: ALPHA, text: '# Flights budget\n\nThe flights budget is 10,000 euros. The flights budget is reviewed monthly, and the flights budget owner is finance. alpha\n' },
    { name: 'omega.md', title: OMEGA, text: '# Notes\n\nThe flights budget is set by finance once a year. omega\n' },
  ];
  for (const file of files) {
    const document = await uploadAndWait(ctx.app, api, { name: file.name, bytes: Buffer.from(file.text) }, { title: file.title });
    expect(document.status).toBe('ready');
    ids.push(document.id);
  }
  // On a shared database another test file's server may have extracted them: embed what is left.
  await extractionQueueOf(ctx.app).embedPending();
});

afterAll(async () => {
  await stub?.close();
});

const firstTitle = async () => {
  const answer = await askJson(api, question);
  expect(answer.covered).toBe(true);
  return answer.citations[0]?.title;
};

describe('dense retrieval (AI_EMBEDDINGS_MODEL)', () => {
  it('is configured by AI_BASE_URL and AI_EMBEDDINGS_MODEL together', () => {
    expect(loadAiConfig({ AI_BASE_URL: 'http://x/v1' }, '/tmp/d').embeddings).toBeNull();
    expect(loadAiConfig({ AI_EMBEDDINGS_MODEL: 'e' }, '/tmp/d').embeddings).toBeNull();
    expect(loadAiConfig({ AI_BASE_URL: 'http://x/v1/', AI_EMBEDDINGS_MODEL: 'e', AI_EMBEDDINGS_TIMEOUT_MS: '700' }, '/tmp/d').embeddings).toEqual({
      baseUrl: 'http://x/v1',
      apiKey: '',
      model: 'e',
      timeoutMs: 700,
    });
  });

  it('stores an embedding of every chunk at indexing time, by the configured model', async () => {
    const rows = await ctx.db.selectFrom('ai_chunks').select(['embedding', 'embedding_model']).where('document_id', 'in', ids).execute();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      expect(row.embedding_model).toBe('stub-embed');
      expect(row.embedding?.length).toBe(12); // three float32 values
    }
    expect(stub.requests.some((r) => r.model === 'stub-embed' && r.input.some((text) => text.includes('omega')))).toBe(true);
  });

  it('joins the full-text rankings by rank fusion: the chunk nearest the question comes first', async () => {
    stub.mode = 'normal';
    expect(await firstTitle()).toBe(OMEGA);
    expect(stub.requests.at(-1)).toEqual({ model: 'stub-embed', input: [question] });
  });

  it('answers from full text alone when the endpoint fails or does not answer in time', async () => {
    stub.mode = 'error500';
    expect(await firstTitle()).toBe(ALPHA);
    stub.mode = 'hang';
    ctx.config.ai!.embeddings!.timeoutMs = 300;
    try {
      const started = Date.now();
      expect(await firstTitle()).toBe(ALPHA);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      ctx.config.ai!.embeddings!.timeoutMs = 10_000;
      stub.mode = 'normal';
    }
  });
});
