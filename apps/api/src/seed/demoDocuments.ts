import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoDescription } from '@okr/contract/demo';
import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';
import { findRepoRoot } from '../lib/repoRoot';
import { isUniqueViolation } from '../lib/isUniqueViolation';
import { detectKind } from '../modules/ai/detectKind';
import { createDocument } from '../modules/ai/documentService';

/** Acme Corp's demo documents (small real files kept in the repository), with their titles. */
export const demoDocuments = [
  { file: 'acme-strategy-memo-2027.pdf', title: 'Acme Corp Strategy Memo 2027' },
  { file: 'acme-travel-policy.docx', title: 'Acme Corp Travel Policy' },
  { file: 'q1-2027-quarterly-plan.md', title: 'Q1 2027 Quarterly Plan' },
] as const;

const MARKER = 'demo_documents_seeded';

export function demoDocumentsDir(): string | null {
  const root = findRepoRoot();
  const dir = root ? join(root, 'apps/api/src/seed/demo-documents') : null;
  return dir && existsSync(dir) ? dir : null;
}

/**
 * Uploads the demo documents into Acme Corp once per database (a marker row remembers it, so
 * documents a user deleted never come back), through the same path as any upload: the
 * extraction queue makes them ready moments after start. Answers how many were added.
 */
export async function seedDemoDocuments(db: Kysely<Database>): Promise<number> {
  const dir = demoDocumentsDir();
  if (!dir) return 0;
  const marker = await db.selectFrom('app_secrets').select('name').where('name', '=', MARKER).executeTakeFirst();
  if (marker) return 0;
  const acme = await db
    .selectFrom('organizations')
    .innerJoin('organization_members as m', 'm.organization_id', 'organizations.id')
    .innerJoin('users', 'users.id', 'm.user_id')
    .select(['organizations.id', 'users.id as ownerId'])
    .where('organizations.name', '=', demoDescription.organizations.acme.name)
    .where('users.email', '=', demoDescription.users[demoDescription.organizations.acme.owner].email)
    .where('m.membership_type', '=', 'Owner')
    .executeTakeFirst();
  if (!acme) return 0;
  try {
    await db.insertInto('app_secrets').values({ name: MARKER, value: new Date().toISOString() }).execute();
  } catch (error) {
    if (isUniqueViolation(error)) return 0;
    throw error;
  }
  let added = 0;
  for (const { file, title } of demoDocuments) {
    const bytes = new Uint8Array(readFileSync(join(dir, file)));
    const detected = await detectKind(bytes);
    if (!detected.kind) continue;
    await createDocument(db, {
      organizationId: acme.id,
      userId: acme.ownerId,
      title,
      kind: detected.kind,
      mimeType: detected.mimeType,
      bytes,
    });
    added++;
  }
  return added;
}
