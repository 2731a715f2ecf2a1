import { spawn } from 'node:child_process';
import type { AiDocumentKind } from '@okr/contract';
import type { WorkerResult } from './extractWorker';
import { workerCommand } from './workerCommand';

/** The most a child may print (the chunks of a 4 M-character document fit well inside). */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

export interface ExtractionLimits {
  timeoutMs: number;
  memoryMb: number;
}

/**
 * Extracts one file in a child process with a heap cap and a time limit. Whatever the file does
 * (a zip bomb, an endless PDF), the answer is a result: the child's death is a failure reason.
 */
export function runExtraction(file: string, kind: AiDocumentKind, limits: ExtractionLimits): Promise<WorkerResult> {
  const { args, cwd } = workerCommand(limits.memoryMb);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...args, file, kind], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let size = 0;
    let overflow = false;
    let timedOut = false;
    let stderr = '';
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, limits.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_OUTPUT_BYTES) {
        overflow = true;
        child.kill('SIGKILL');
      } else out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString();
    });
    child.on('error', () => {
      clearTimeout(timer);
      resolve({ ok: false, reason: 'Internal error: the extractor could not start. Try again later.' });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) {
        return resolve({
          ok: false,
          reason: `Too large: extracting the text took longer than ${Math.round(limits.timeoutMs / 1000)} s. Split the document into smaller files.`,
        });
      }
      if (overflow) return resolve({ ok: false, reason: 'Too large: the document holds too much text. Split it into smaller files.' });
      if (code === 0) {
        try {
          return resolve(JSON.parse(Buffer.concat(out).toString('utf8')) as WorkerResult);
        } catch {
          // fall through: a child that printed garbage failed
        }
      }
      const outOfMemory = /heap out of memory|Allocation failed|Reached heap limit/i.test(stderr) || code === 134;
      resolve({
        ok: false,
        reason: outOfMemory
          ? 'Too large: the file expands to more than the extractor may use (a heavily compressed or padded file). Split it or save it again without embedded objects.'
          : 'Unsupported or damaged file: its text could not be read. Save it again as PDF, DOCX, Markdown or plain text.',
      });
    });
  });
}
