import { readdirSync } from 'node:fs';
import type { AiDocument } from '@okr/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import type { Database } from '../../src/db/Database';
import { createDatabase } from '../../src/db/createDatabase';
import type { DatabaseHandle } from '../../src/db/createDatabase';
import { extractionQueueOf } from '../../src/modules/ai/aiRoutes';
import { makeDocx, makePdf } from '../support/documentBuilders';
import { databaseUrl, sharedDatabase } from '../support/testDatabase';
import { testConfig } from '../support/testConfig';
import { registerAdmin } from '../settings/settingsApi';
import { aiCaller, askJson, settled, testAiConfig } from './aiApi';

// Two API instances on one database, as behind a load balancer, each with an uploads folder of
// its own (no shared disk): an upload received by one is extracted by the other, from the bytes
// kept in the database. On PostgreSQL (CI's second pass) each instance has its own connection
// pool; on PGlite, which one process owns, both share the handle and still share no files.

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

interface Instance {
  app: FastifyInstance;
  db: Kysely<Database>;
  uploadsDir: string;
}

let receiver: Instance;
let extractor: Instance;
let ownPool: DatabaseHandle | undefined;
let api: ReturnType<typeof aiCaller>;
let organizationId: string;

async function instance(db: Kysely<Database>): Promise<Instance> {
  const ai = testAiConfig();
  const app = await buildApp({ db, config: testConfig({ ai }) });
  await app.ready();
  return { app, db, uploadsDir: ai.uploadsDir };
}

const storedParts = (db: Kysely<Database>, documentId: string) =>
  db.selectFrom('ai_document_uploads').select('part').where('document_id', '=', documentId).execute();

const chunkText = async (db: Kysely<Database>, documentId: string) =>
  (await db.selectFrom('ai_chunks').select('body').where('document_id', '=', documentId).orderBy('ordinal').execute())
    .map((chunk) => chunk.body)
    .join('\n');

beforeAll(async () => {
  const shared = await sharedDatabase();
  if (databaseUrl) ownPool = await createDatabase({ kind: 'postgres', url: databaseUrl });
  receiver = await instance(shared.db);
  extractor = await instance(ownPool?.db ?? shared.db);
  // The receiving instance never extracts (busy, or gone): its queue is stopped.
  await extractionQueueOf(receiver.app).stop();
  const admin = await registerAdmin(() => receiver.app);
  organizationId = admin.organizationId;
  await receiver.db.updateTable('organizations').set({ plan: 'Pro' }).where('id', '=', organizationId).execute();
  api = aiCaller(() => receiver.app, admin.accessToken, organizationId);
});

afterAll(async () => {
  await receiver?.app.close();
  await extractor?.app.close();
  await ownPool?.close();
});

describe('two API instances on one database', () => {
  it('extracts on one what the other received: PDF and DOCX, ready with their text', async () => {
    const pdf = makePdf([
      [{ heading: 'Remote work' }, { text: 'Employees may work from home two days a week with their manager’s agreement.' }],
      [{ heading: 'Equipment' }, { text: 'The company lends a laptop and a second screen to every remote worker.' }],
    ]);
    const docx = makeDocx([{ heading: 'Expenses' }, { paragraph: 'Taxis after ten in the evening are reimbursed in full.' }]);
    const ids: string[] = [];
    for (const file of [
      { name: 'remote.pdf', bytes: pdf },
      { name: 'expenses.docx', bytes: docx },
    ]) {
      const response = await api.upload(file);
      expect(response.statusCode, response.body).toBe(202);
      ids.push(response.json<AiDocument>().id);
    }
    // Waiting: the bytes are in the database, not on the receiver's disk.
    for (const id of ids) expect((await storedParts(receiver.db, id)).length).toBeGreaterThan(0);
    expect(readdirSync(receiver.uploadsDir)).toEqual([]);
    expect((await api.get(ids[0]!)).json<AiDocument>().status).toBe('uploaded');

    const [remote, expenses] = [await settled(extractor.app, api, ids[0]!), await settled(extractor.app, api, ids[1]!)];
    expect(remote).toMatchObject({ status: 'ready', error: null, pageCount: 2 });
    expect(expenses).toMatchObject({ status: 'ready', error: null });
    expect(await chunkText(receiver.db, ids[0]!)).toMatch(/work from home two days a week[\s\S]*lends a laptop and a second screen/);
    expect(await chunkText(receiver.db, ids[1]!)).toMatch(/Taxis after ten in the evening are reimbursed in full/);
    // Asked on the receiver, answered from what the other extracted.
    expect((await askJson(api, 'Can I work from home?')).citations[0]).toMatchObject({ documentId: ids[0], page: 1 });
    // The bytes are dropped once extracted; neither instance keeps a file.
    for (const id of ids) expect(await storedParts(receiver.db, id)).toEqual([]);
    expect(readdirSync(receiver.uploadsDir)).toEqual([]);
    expect(readdirSync(extractor.uploadsDir)).toEqual([]);
  });

  it('takes over a job whose claiming process died, and finishes it', async () => {
    const response = await api.upload({ name: 'canteen.md', bytes: Buffer.from('# Canteen\n\nThe canteen serves paella every Friday.') });
    expect(response.statusCode, response.body).toBe(202);
    const { id } = response.json<AiDocument>();
    // As the receiver leaves it when it dies mid-extraction: claimed once, long ago.
    await receiver.db
      .updateTable('ai_documents')
      .set({ status: 'extracting', attempts: 1, updated_at: new Date(Date.now() - 60 * 60 * 1000) })
      .where('id', '=', id)
      .execute();

    expect(await settled(extractor.app, api, id)).toMatchObject({ status: 'ready', error: null });
    const row = await receiver.db.selectFrom('ai_documents').select('attempts').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.attempts).toBe(2);
    expect(await chunkText(receiver.db, id)).toMatch(/paella every Friday/);
    expect(await storedParts(receiver.db, id)).toEqual([]);
  });

  it('leaves a fresh claim of a live process alone', async () => {
    const response = await api.upload({ name: 'parking.md', bytes: Buffer.from('# Parking\n\nVisitors park on level -1.') });
    const { id } = response.json<AiDocument>();
    // Claimed just now by the receiver (alive, extracting): not abandoned, so not taken.
    await receiver.db.updateTable('ai_documents').set({ status: 'extracting', attempts: 1, updated_at: new Date() }).where('id', '=', id).execute();

    await extractionQueueOf(extractor.app).idle();

    expect((await api.get(id)).json<AiDocument>().status).toBe('extracting');
    expect((await storedParts(receiver.db, id)).length).toBe(1);
    expect((await api.delete(id)).statusCode).toBe(204);
    expect(await storedParts(receiver.db, id)).toEqual([]);
  });
});
