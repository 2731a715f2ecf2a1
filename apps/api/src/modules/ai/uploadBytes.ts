import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { scoped } from '../../db/scoped';

/**
 * Size of one stored part of an upload: no single database value is large. Parts travel as
 * base64 text (`decode`/`encode` in SQL): PGlite passes a `bytea` value through JavaScript ten
 * to thirty times slower (a 10 MB file took 5.5 s to store, 3.4 s to read; as base64, 0.5 s and 0.1 s).
 */
export const UPLOAD_PART_BYTES = 512 * 1024;

/**
 * Keeps an upload's bytes in the database (`ai_document_uploads`) until it is extracted, so any
 * API process on the same database can claim the job. Call inside the transaction that inserts
 * the document.
 */
export async function storeUploadBytes(
  db: Kysely<Database>,
  organizationId: string,
  documentId: string,
  bytes: Uint8Array,
): Promise<void> {
  const org = scoped(db, organizationId);
  let part = 0;
  for (let offset = 0; offset < bytes.length || part === 0; offset += UPLOAD_PART_BYTES, part++) {
    const slice = bytes.subarray(offset, offset + UPLOAD_PART_BYTES);
    const base64 = Buffer.from(slice.buffer, slice.byteOffset, slice.byteLength).toString('base64');
    await org
      .insertInto('ai_document_uploads', [{ document_id: documentId, part, bytes: sql<Uint8Array>`decode(${base64}, 'base64')` }])
      .execute();
  }
}

/** The stored parts of an upload, in order, read one at a time; none when nothing is stored. */
export async function* readUploadParts(db: Kysely<Database>, organizationId: string, documentId: string): AsyncGenerator<Uint8Array> {
  const org = scoped(db, organizationId);
  const parts = await org
    .selectFrom('ai_document_uploads')
    .select('part')
    .where('document_id', '=', documentId)
    .orderBy('part')
    .execute();
  for (const { part } of parts) {
    const row = await org
      .selectFrom('ai_document_uploads')
      .select(sql<string>`encode(bytes, 'base64')`.as('base64'))
      .where('document_id', '=', documentId)
      .where('part', '=', part)
      .executeTakeFirst();
    if (row) yield Buffer.from(row.base64, 'base64');
  }
}

/** Forgets an upload's bytes (the document is ready or failed). */
export async function deleteUploadBytes(db: Kysely<Database>, organizationId: string, documentId: string): Promise<void> {
  await scoped(db, organizationId).deleteFrom('ai_document_uploads').where('document_id', '=', documentId).execute();
}
