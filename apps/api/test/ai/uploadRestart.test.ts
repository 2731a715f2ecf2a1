import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AiDocument } from '@okr/contract';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/openDatabase';
import { extractionQueueOf } from '../../src/modules/ai/aiRoutes';
import { makeDocx } from '../support/documentBuilders';
import { testConfig } from '../support/testConfig';
import { registerAdmin } from '../settings/settingsApi';
import { aiCaller, testAiConfig } from './aiApi';

// An embedded (PGlite) server stopped while an upload waits, started again with an empty uploads
// folder (a new machine, a wiped temp folder): the upload is extracted from the database alone.

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const root = mkdtempSync(join(tmpdir(), 'okr-ai-restart-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('an upload waiting across a restart', () => {
  it('is extracted after the restart from the stored bytes, which are dropped afterwards', async () => {
    const dataDir = join(root, 'pglite');
    const docx = makeDocx([{ heading: 'Holidays' }, { paragraph: 'Every employee has twenty-five days of paid holiday a year.' }]);

    // First run: the upload is accepted, then the server stops before extracting it.
    const before = await openDatabase({ databaseUrl: null, dataDir, pgliteFsync: false }, 'test');
    const firstAi = testAiConfig();
    const first = await buildApp({ db: before.db, config: testConfig({ ai: firstAi }) });
    await first.ready();
    await extractionQueueOf(first).stop();
    const admin = await registerAdmin(() => first);
    const uploaded = await aiCaller(() => first, admin.accessToken, admin.organizationId).upload({ name: 'holidays.docx', bytes: docx });
    expect(uploaded.statusCode, uploaded.body).toBe(202);
    const { id } = uploaded.json<AiDocument>();
    await first.close();
    await before.close();
    rmSync(firstAi.uploadsDir, { recursive: true, force: true });

    // Second run, on the same data directory, with a new uploads folder.
    const after = await openDatabase({ databaseUrl: null, dataDir, pgliteFsync: false }, 'test');
    const secondAi = testAiConfig();
    const second = await buildApp({ db: after.db, config: testConfig({ ai: secondAi }) });
    try {
      await second.ready();
      await extractionQueueOf(second).idle();
      const document = (await aiCaller(() => second, admin.accessToken, admin.organizationId).get(id)).json<AiDocument>();
      expect(document).toMatchObject({ status: 'ready', error: null, kind: 'docx' });
      const chunks = await after.db.selectFrom('ai_chunks').select('body').where('document_id', '=', id).execute();
      expect(chunks.map((chunk) => chunk.body).join('\n')).toMatch(/twenty-five days of paid holiday/);
      expect(await after.db.selectFrom('ai_document_uploads').select('part').where('document_id', '=', id).execute()).toEqual([]);
      expect(readdirSync(secondAi.uploadsDir)).toEqual([]);
    } finally {
      await second.close();
      await after.close();
    }
  });
});
