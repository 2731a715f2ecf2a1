import { readFileSync } from 'node:fs';
import type { AiDocumentKind } from '@okr/contract';
import { chunkSections } from './chunkSections';
import { ExtractionFailure, extractSections } from './extractSections';

// The extraction child process: `node --max-old-space-size=256 ai-extract-worker.js <file> <kind>`.
// It reads one uploaded file, writes one JSON line to stdout and exits. A hostile file can only
// exhaust this process's small heap or its time limit; the server survives and marks it failed.

export type WorkerResult =
  | { ok: true; pageCount: number | null; chunks: ReturnType<typeof chunkSections> }
  | { ok: false; reason: string };

async function run(): Promise<WorkerResult> {
  const [file, kind] = process.argv.slice(2);
  if (!file || !kind) return { ok: false, reason: 'Internal error: the extractor was started without a file.' };
  try {
    const extracted = await extractSections(kind as AiDocumentKind, new Uint8Array(readFileSync(file)));
    return { ok: true, pageCount: extracted.pageCount, chunks: chunkSections(extracted.sections) };
  } catch (error) {
    if (error instanceof ExtractionFailure) return { ok: false, reason: error.message };
    return {
      ok: false,
      reason: 'Unsupported or damaged file: its text could not be read. Save it again as PDF, DOCX, Markdown or plain text.',
    };
  }
}

void run().then((result) => {
  process.stdout.write(`${JSON.stringify(result)}\n`, () => process.exit(0));
});
