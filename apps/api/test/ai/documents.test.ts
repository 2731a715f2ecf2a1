import { existsSync, readdirSync } from 'node:fs';
import type { AiDocument } from '@okr/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { extractionQueueOf } from '../../src/modules/ai/aiRoutes';
import { makeDocx, makePdf } from '../support/documentBuilders';
import { registerAdmin } from '../settings/settingsApi';
import { auditEntriesOf } from '../admin/adminApi';
import { aiCaller, askJson, uploadAndWait, useAiTestApp } from './aiApi';


// Each upload starts an extraction child process: generous limits for a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
const ctx = useAiTestApp();
let api: ReturnType<typeof aiCaller>;

beforeAll(async () => {
  const admin = await registerAdmin(() => ctx.app);
  // Pro: these tests upload more than the Free plan's 3 documents.
  await ctx.db.updateTable('organizations').set({ plan: 'Pro' }).where('id', '=', admin.organizationId).execute();
  api = aiCaller(() => ctx.app, admin.accessToken, admin.organizationId);
});

describe('uploading documents', () => {
  it('recognises PDF, DOCX, Markdown and text from the bytes, whatever the name says', async () => {
    const pdf = makePdf([[{ heading: 'Expense rules' }, { text: 'Receipts are required for every expense above 25 euros.' }]]);
    const docx = makeDocx([{ heading: 'Hiring' }, { paragraph: 'Every hire needs two interviews and a reference check.' }]);
    const cases = [
      { name: 'notes.txt', bytes: pdf, kind: 'pdf' },
      { name: 'report.pdf', bytes: docx, kind: 'docx' },
      { name: 'image.png', bytes: Buffer.from('# Plan\n\nShip the mobile app in May.\n'), kind: 'md' },
      { name: 'memo.docx', bytes: Buffer.from('Plain words about the office move in June.\n'), kind: 'txt' },
    ] as const;
    for (const { name, bytes, kind } of cases) {
      const document = await uploadAndWait(ctx.app, api, { name, bytes, type: 'image/png' });
      expect(document, name).toMatchObject({ kind, status: 'ready', error: null });
      expect(document.chunkCount).toBeGreaterThan(0);
    }
    const pdfDocument = (await api.list()).json<AiDocument[]>().find((d) => d.kind === 'pdf');
    expect(pdfDocument).toMatchObject({ title: 'notes', pageCount: 1 });
  });

  it('refuses binary files and non-UTF-8 text with a reason, storing nothing', async () => {
    const before = (await api.list()).json<AiDocument[]>().length;
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const latin1 = Buffer.from('Caf\xe9 cr\xe8me', 'latin1');
    const withNul = Buffer.from('text\u0000more', 'utf8');
    for (const bytes of [png, latin1, withNul, Buffer.alloc(0)]) {
      const response = await api.upload({ name: 'file.txt', bytes });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect((await api.list()).json<AiDocument[]>()).toHaveLength(before);
  });

  it('answers 413 above 10 MiB, for files and for JSON text', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 'a');
    const file = await api.upload({ name: 'big.txt', bytes: big });
    expect(file.statusCode).toBe(413);
    expect(file.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const json = await api.uploadText('Big', 'a'.repeat(10 * 1024 * 1024 + 1));
    expect(json.statusCode).toBe(413);
    expect(json.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('never writes where a file name points: traversal names become a title, the file an id', async () => {
    const uploadsDir = ctx.config.ai!.uploadsDir;
    for (const name of ['../../../../tmp/okr-evil.txt', '..\\..\\evil.txt', '/etc/passwd', 'a\u0000b.txt']) {
      const response = await api.upload({ name, bytes: Buffer.from('A harmless note about lunch.') });
      expect(response.statusCode, response.body).toBe(202);
      const { title } = response.json<AiDocument>();
      expect(title).not.toMatch(/[\\/]/);
    }
    expect(existsSync('/tmp/okr-evil.txt')).toBe(false);
    await extractionQueueOf(ctx.app).idle();
    // The bytes wait in the database; the extraction's job files (named by id) are removed again.
    expect(readdirSync(uploadsDir)).toEqual([]);
  });

  it('keeps the bytes of an upload only until it is extracted, or deleted', async () => {
    const storedBytes = (id: string) =>
      ctx.db.selectFrom('ai_document_uploads').select(['part', 'organization_id']).where('document_id', '=', id).execute();
    const document = await uploadAndWait(ctx.app, api, { name: 'kept.md', bytes: Buffer.from('# Kept\n\nThe archive keeps invoices ten years.') });
    expect(document.status).toBe('ready');
    expect(await storedBytes(document.id)).toEqual([]);

    const waiting = await api.upload({ name: 'gone.md', bytes: Buffer.from('# Gone\n\nDeleted before anyone reads it.') });
    const { id } = waiting.json<AiDocument>();
    expect((await api.delete(id)).statusCode).toBe(204);
    expect(await storedBytes(id)).toEqual([]);
    await extractionQueueOf(ctx.app).idle();
  });

  it('takes JSON { title, content } and validates it', async () => {
    const response = await api.uploadText('Pasted policy', '## Parking\n\nVisitors park on level -1 with a ticket from reception.');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ title: 'Pasted policy', kind: 'md', status: 'uploaded' });
    const bad = await api.uploadText('', '');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('deletes a document with its chunks at once', async () => {
    const document = await uploadAndWait(ctx.app, api, {
      name: 'fleet.md',
      bytes: Buffer.from('# Fleet\n\nCompany cars are replaced every four years or at 120000 kilometres.'),
    });
    expect((await askJson(api, 'When are company cars replaced?')).citations[0]?.documentId).toBe(document.id);
    expect((await api.delete(document.id)).statusCode).toBe(204);
    expect((await api.get(document.id)).statusCode).toBe(404);
    expect((await api.delete(document.id)).statusCode).toBe(404);
    const chunks = await ctx.db.selectFrom('ai_chunks').select('id').where('document_id', '=', document.id).execute();
    expect(chunks).toEqual([]);
    expect((await askJson(api, 'When are company cars replaced?')).citations).toEqual([]);
  });
});

describe('the audit trail of documents', () => {
  it('records the upload and the deletion once each, with the title and never the content', async () => {
    const uploaded = await api.uploadText('Board minutes', 'The board approved the budget for the new warehouse.');
    expect(uploaded.statusCode).toBe(202);
    const { id } = uploaded.json<AiDocument>();
    expect((await api.delete(id)).statusCode).toBe(204);
    const entries = await auditEntriesOf(ctx.db, id);
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['document.uploaded', null, { title: 'Board minutes' }],
      ['document.deleted', { title: 'Board minutes' }, null],
    ]);
    expect(JSON.stringify(entries)).not.toContain('warehouse');
  });
});
