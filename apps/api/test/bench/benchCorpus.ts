import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/Database';
import { detectKind } from '../../src/modules/ai/detectKind';
import { createDocument } from '../../src/modules/ai/documentService';
import type { ExtractionQueue } from '../../src/modules/ai/extraction/ExtractionQueue';
import { demoDocuments, demoDocumentsDir } from '../../src/seed/demoDocuments';

export async function benchOrganization(db: Kysely<Database>, plan: 'Pro' | 'Enterprise' = 'Enterprise'): Promise<string> {
  const id = randomUUID();
  await db.insertInto('organizations').values({ id, name: `Bench ${id.slice(0, 6)}`, plan, ai_credits: 1_000_000 }).execute();
  return id;
}

export async function uploadDocument(db: Kysely<Database>, organizationId: string, title: string, bytes: Uint8Array) {
  const detected = await detectKind(bytes);
  if (!detected.kind) throw new Error(`${title}: ${detected.reason}`);
  return createDocument(db, { organizationId, userId: null, title, kind: detected.kind, mimeType: detected.mimeType, bytes });
}

/**
 * The labelled questions' two organizations, documents ready: the demo documents (`org`), and
 * those plus the people handbook (`handbookOrg`), so the handbook's questions compete with them.
 */
export async function benchCorpus(db: Kysely<Database>, queue: ExtractionQueue): Promise<{ org: string; handbookOrg: string }> {
  const dir = demoDocumentsDir();
  if (!dir) throw new Error('demo documents not found');
  const org = await benchOrganization(db);
  const handbookOrg = await benchOrganization(db);
  for (const target of [org, handbookOrg]) {
    for (const { file, title } of demoDocuments) await uploadDocument(db, target, title, new Uint8Array(readFileSync(join(dir, file))));
  }
  const handbook = new Uint8Array(readFileSync(join(import.meta.dirname, 'fixtures/acme-people-handbook.md')));
  await uploadDocument(db, handbookOrg, 'Acme Corp People Handbook', handbook);
  await queue.idle();
  return { org, handbookOrg };
}
