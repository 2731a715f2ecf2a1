import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where an upload waits for extraction: `<uploadsDir>/<document id>.upload`. The id is a UUID the
 * server made, so whatever the client named the file, nothing is written anywhere else.
 */
export function uploadPath(uploadsDir: string, documentId: string): string {
  if (!/^[0-9a-f-]{36}$/.test(documentId)) throw new Error('document ids are UUIDs');
  return join(uploadsDir, `${documentId}.upload`);
}

export function writeUpload(uploadsDir: string, documentId: string, bytes: Uint8Array): void {
  mkdirSync(uploadsDir, { recursive: true, mode: 0o700 });
  writeFileSync(uploadPath(uploadsDir, documentId), bytes, { mode: 0o600 });
}
