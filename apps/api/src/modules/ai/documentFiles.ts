import { appendFileSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where the claiming process puts an upload's bytes (read from the database) for the extraction
 * child: `<uploadsDir>/<document id>.upload`. The id is a UUID the server made, so whatever the
 * client named the file, nothing is written anywhere else; the file lives as long as one job.
 */
export function uploadPath(uploadsDir: string, documentId: string): string {
  if (!/^[0-9a-f-]{36}$/.test(documentId)) throw new Error('document ids are UUIDs');
  return join(uploadsDir, `${documentId}.upload`);
}

/**
 * Writes the parts, in order, to the job's file (created or replaced at the first part); answers
 * how many there were. With none, nothing is written.
 */
export async function writeUpload(uploadsDir: string, documentId: string, parts: AsyncIterable<Uint8Array>): Promise<number> {
  const path = uploadPath(uploadsDir, documentId);
  let count = 0;
  for await (const part of parts) {
    if (count === 0) {
      mkdirSync(uploadsDir, { recursive: true, mode: 0o700 });
      writeFileSync(path, part, { mode: 0o600 });
    } else {
      appendFileSync(path, part);
    }
    count++;
  }
  return count;
}

/**
 * Removes job files a process that died left behind: older than `olderThanMs`, longer than any
 * job may run, so a file another live process is extracting right now is never touched.
 */
export function removeLeftoverUploads(uploadsDir: string, olderThanMs: number): void {
  let names: string[];
  try {
    names = readdirSync(uploadsDir);
  } catch {
    return;
  }
  const before = Date.now() - olderThanMs;
  for (const name of names) {
    if (!/^[0-9a-f-]{36}\.upload$/.test(name)) continue;
    const path = join(uploadsDir, name);
    try {
      if (statSync(path).mtimeMs < before) rmSync(path, { force: true });
    } catch {
      // gone already
    }
  }
}
