import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AiDocument } from '@okr/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { extractionQueueOf } from '../../src/modules/ai/aiRoutes';
import { storeUploadBytes } from '../../src/modules/ai/uploadBytes';
import { makeDocx, makePdf, makeZipBombDocx } from '../support/documentBuilders';
import { registerAdmin } from '../settings/settingsApi';
import { aiCaller, askJson, uploadAndWait, useAiTestApp } from './aiApi';

// Hostile and broken files: each fails alone with a reason the uploader can act on, and the server
// (this process) keeps answering.


// Each upload starts an extraction child process: generous limits for a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
const ctx = useAiTestApp({ extractionTimeoutMs: 45_000 });
let api: ReturnType<typeof aiCaller>;
let organizationId: string;

beforeAll(async () => {
  const admin = await registerAdmin(() => ctx.app);
  organizationId = admin.organizationId;
  await ctx.db.updateTable('organizations').set({ plan: 'Pro' }).where('id', '=', organizationId).execute();
  api = aiCaller(() => ctx.app, admin.accessToken, organizationId);
});

describe('extraction of hostile and broken files', () => {
  it('survives a DOCX zip bomb: the child dies alone, the document fails, the server lives', async () => {
    const bomb = await makeZipBombDocx(300);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const document = await uploadAndWait(ctx.app, api, { name: 'bomb.docx', bytes: bomb });
    expect(document.status).toBe('failed');
    expect(document.error).toMatch(/^Too large/);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // The queue goes on with the next document.
    const next = await uploadAndWait(ctx.app, api, {
      name: 'after.docx',
      bytes: makeDocx([{ heading: 'Badges' }, { paragraph: 'Visitors wear a red badge at all times.' }]),
    });
    expect(next.status).toBe('ready');
  }, 120_000);

  it('fails a malformed PDF, an encrypted PDF and a scanned (image-only) PDF, each with its reason', async () => {
    const valid = makePdf([[{ text: 'Quarterly numbers are published on the intranet.' }]]);
    const truncated = valid.subarray(0, 200);
    const encrypted = makePdf([[{ text: 'Secret salaries.' }]], { encrypted: true });
    const scanned = makePdf([[{ text: 'x' }], [{ text: 'y' }]], { imageOnly: true });
    const malformed = await uploadAndWait(ctx.app, api, { name: 'broken.pdf', bytes: truncated });
    expect(malformed).toMatchObject({ status: 'failed', kind: 'pdf' });
    expect(malformed.error).toMatch(/^Unreadable PDF/);
    const locked = await uploadAndWait(ctx.app, api, { name: 'locked.pdf', bytes: encrypted });
    expect(locked.status).toBe('failed');
    expect(locked.error).toMatch(/^Encrypted/);
    const images = await uploadAndWait(ctx.app, api, { name: 'scan.pdf', bytes: scanned });
    expect(images.status).toBe('failed');
    expect(images.error).toMatch(/scanned/);
    expect(images.chunkCount).toBe(0);
    // Nothing of them is searchable.
    const answer = await askJson(api, 'Where are quarterly numbers published? Secret salaries?');
    expect(answer.citations).toEqual([]);
  });

  it('fails a DOCX that is a zip without a Word document inside', async () => {
    const notWord = makeDocx([{ paragraph: 'x' }]);
    // Corrupt the deflated document body while keeping the zip's magic numbers.
    const corrupted = Buffer.from(notWord);
    corrupted.fill(0x41, 600, 900);
    const document = await uploadAndWait(ctx.app, api, { name: 'odd.docx', bytes: corrupted });
    expect(document.status).toBe('failed');
    expect(document.error).toMatch(/^(Unreadable DOCX|Unsupported or damaged)/);
  });

  it('chunks by page and heading, keeping both on each chunk', async () => {
    const document = await uploadAndWait(ctx.app, api, {
      name: 'handbook.pdf',
      bytes: makePdf([
        [{ heading: 'Office hours' }, { text: 'The office opens at eight in the morning and closes at seven in the evening.' }],
        [{ heading: 'Parking rules' }, { text: 'Employees park on the second underground floor with their badge.' }],
      ]),
    });
    const chunks = await ctx.db
      .selectFrom('ai_chunks')
      .select(['page', 'heading'])
      .where('document_id', '=', document.id)
      .orderBy('ordinal')
      .execute();
    expect(chunks).toEqual([
      { page: 1, heading: 'Office hours' },
      { page: 2, heading: 'Parking rules' },
    ]);
    const answer = await askJson(api, 'Where do employees park?');
    expect(answer.citations[0]).toMatchObject({ documentId: document.id, page: 2, heading: 'Parking rules' });
  });

  it('resumes after a restart: documents left uploaded or extracting are processed from the stored bytes', async () => {
    const uploadsDir = ctx.config.ai!.uploadsDir;
    const ids = [randomUUID(), randomUUID()];
    const longAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
    for (const [index, id] of ids.entries()) {
      await ctx.db
        .insertInto('ai_documents')
        .values({
          id,
          organization_id: organizationId,
          title: `Left over ${index}`,
          // As a process that died mid-job leaves them: one waiting, one claimed long ago.
          status: index === 0 ? 'uploaded' : 'extracting',
          attempts: index,
          kind: 'md',
          mime_type: 'text/markdown',
          size_bytes: 10,
          sha256: 'x',
          created_at: longAgo,
          updated_at: longAgo,
        })
        .execute();
      await storeUploadBytes(ctx.db, organizationId, id, Buffer.from(`# Left over ${index}\n\nThe canteen serves soup on Thursdays.`));
    }
    await extractionQueueOf(ctx.app).idle();
    for (const id of ids) {
      expect((await api.get(id)).json<AiDocument>()).toMatchObject({ status: 'ready', error: null });
    }
    // The bytes are dropped once extracted; no job file is left behind.
    const left = await ctx.db.selectFrom('ai_document_uploads').select('document_id').where('document_id', 'in', ids).execute();
    expect(left).toEqual([]);
    expect(readdirSync(uploadsDir)).toEqual([]);
  });

  it('fails a waiting document whose bytes are gone with that reason, not as a damaged file', async () => {
    const id = randomUUID();
    await ctx.db
      .insertInto('ai_documents')
      .values({ id, organization_id: organizationId, title: 'Lost', kind: 'pdf', mime_type: 'application/pdf', size_bytes: 10, sha256: 'x' })
      .execute();
    await extractionQueueOf(ctx.app).idle();
    const document = (await api.get(id)).json<AiDocument>();
    expect(document.status).toBe('failed');
    expect(document.error).toMatch(/no longer available/);
    expect(document.error).not.toMatch(/damaged/);
  });

  it('removes job files a dead process left behind once idle, never a fresh one', async () => {
    const uploadsDir = ctx.config.ai!.uploadsDir;
    mkdirSync(uploadsDir, { recursive: true });
    const [stale, fresh] = [`${randomUUID()}.upload`, `${randomUUID()}.upload`];
    for (const name of [stale, fresh, 'notes.txt']) writeFileSync(join(uploadsDir, name), 'bytes');
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
    utimesSync(join(uploadsDir, stale), dayAgo, dayAgo);
    utimesSync(join(uploadsDir, 'notes.txt'), dayAgo, dayAgo);
    await extractionQueueOf(ctx.app).idle();
    expect(readdirSync(uploadsDir).sort()).toEqual([fresh, 'notes.txt'].sort());
    for (const name of [fresh, 'notes.txt']) rmSync(join(uploadsDir, name));
  });
});
