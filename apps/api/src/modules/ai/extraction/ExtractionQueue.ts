import { rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { AiDocumentRow, Database } from '../../../db/Database';
import { scoped } from '../../../db/scoped';
import type { AiConfig } from '../aiConfig';
import { adjustLexemeStats } from '../answer/lexemeStats';
import { uploadPath } from '../documentFiles';
import type { WorkerResult } from './extractWorker';
import { runExtraction } from './runExtraction';

/** Claims after this many tries fail the document instead of looping on it. */
const MAX_ATTEMPTS = 3;
/** Rows per insert statement when storing chunks. */
const INSERT_BATCH = 200;

/**
 * The extraction queue lives in the database (`status`): `uploaded` documents wait, a process
 * claims one (`extracting`), extracts it in a child process, and stores its chunks (`ready`) or
 * the reason (`failed`). One job at a time per process; a restart resumes what was left, since a
 * claim older than the time limit counts as abandoned.
 */
export class ExtractionQueue {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  /** Resolves when the queue next has nothing to do (tests and the seed wait on it). */
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: AiConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.stopped = false;
    this.kick();
    this.timer = setInterval(() => this.kick(), this.config.queuePollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Looks for work now (after an upload). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.log.error({ err: error }, 'document extraction queue failed'))
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopped) {
          this.again = false;
          this.kick();
        } else {
          for (const resolve of this.idleWaiters.splice(0)) resolve();
        }
      });
  }

  /** Resolves once every waiting document has been processed. */
  async idle(): Promise<void> {
    if (!this.running) this.kick();
    if (!this.running) return;
    await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
  }

  private async drain(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const job = await this.claim();
      if (!job) return;
      await this.process(job);
    }
  }

  private async claim(): Promise<AiDocumentRow | undefined> {
    const staleBefore = new Date(Date.now() - this.config.extractionTimeoutMs - 30_000);
    return this.db.transaction().execute(async (trx) => {
      const next = await trx
        .selectFrom('ai_documents')
        .select(['id', 'organization_id'])
        .where((eb) =>
          eb.or([
            eb('status', '=', 'uploaded'),
            eb.and([eb('status', '=', 'extracting'), eb('updated_at', '<', staleBefore)]),
          ]),
        )
        .orderBy('created_at')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!next) return undefined;
      return scoped(trx, next.organization_id)
        .updateTable('ai_documents')
        .set({ status: 'extracting', attempts: sql`attempts + 1`, updated_at: new Date() })
        .where('id', '=', next.id)
        .returningAll()
        .executeTakeFirst();
    });
  }

  private async process(job: AiDocumentRow): Promise<void> {
    const file = uploadPath(this.config.uploadsDir, job.id);
    let result: WorkerResult;
    if (job.attempts > MAX_ATTEMPTS) {
      result = { ok: false, reason: 'Extraction kept stopping before it finished. Upload the file again, or split it.' };
    } else {
      result = await runExtraction(file, job.kind, {
        timeoutMs: this.config.extractionTimeoutMs,
        memoryMb: this.config.extractionMemoryMb,
      });
      if (!result.ok && /could not start|without a file/.test(result.reason)) {
        this.log.warn({ documentId: job.id, reason: result.reason }, 'extraction did not run');
      }
    }
    await this.store(job, result);
    rmSync(file, { force: true });
  }

  private async store(job: AiDocumentRow, result: WorkerResult): Promise<void> {
    const org = scoped(this.db, job.organization_id);
    if (!result.ok) {
      await org
        .updateTable('ai_documents')
        .set({ status: 'failed', error: result.reason, updated_at: new Date() })
        .where('id', '=', job.id)
        .where('status', '=', 'extracting')
        .execute();
      this.log.info({ documentId: job.id, reason: result.reason }, 'document extraction failed');
      return;
    }
    await this.db.transaction().execute(async (trx) => {
      const tx = scoped(trx, job.organization_id);
      // Deleted (or re-claimed) while the child ran: nothing to store.
      const still = await tx
        .selectFrom('ai_documents')
        .select('id')
        .where('id', '=', job.id)
        .where('status', '=', 'extracting')
        .forUpdate()
        .executeTakeFirst();
      if (!still) return;
      await tx.deleteFrom('ai_chunks').where('document_id', '=', job.id).execute();
      for (let i = 0; i < result.chunks.length; i += INSERT_BATCH) {
        const rows = result.chunks.slice(i, i + INSERT_BATCH).map((chunk) => ({
          id: randomUUID(),
          document_id: job.id,
          ordinal: chunk.ordinal,
          page: chunk.page,
          heading: chunk.heading,
          document_title: job.title,
          body: chunk.body,
        }));
        await tx.insertInto('ai_chunks', rows).execute();
      }
      await adjustLexemeStats(trx, job.organization_id, job.id, 1);
      await tx
        .updateTable('ai_documents')
        .set({ status: 'ready', error: null, page_count: result.pageCount, chunk_count: result.chunks.length, updated_at: new Date() })
        .where('id', '=', job.id)
        .execute();
    });
  }
}
