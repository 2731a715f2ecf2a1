import { existsSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { AiDocumentRow, Database } from '../../../db/Database';
import { scoped } from '../../../db/scoped';
import { WorkLoop } from '../../../jobs/WorkLoop';
import type { AiConfig } from '../aiConfig';
import { adjustLexemeStats } from '../answer/lexemeStats';
import { removeLeftoverUploads, uploadPath, writeUpload } from '../documentFiles';
import { deleteUploadBytes, readUploadParts } from '../uploadBytes';
import type { WorkerResult } from './extractWorker';
import { embedChunks } from './embedChunks';
import { runExtraction } from './runExtraction';

/** Claims after this many tries fail the document instead of looping on it. */
const MAX_ATTEMPTS = 3;
/** Rows per insert statement when storing chunks. */
const INSERT_BATCH = 200;

/** The reason of a document whose stored bytes are gone (they never are, short of a damaged database). */
const UPLOAD_LOST = 'The uploaded file is no longer available on the server. Upload it again.';

/**
 * The extraction queue lives in the database (`status`), and so do the waiting uploads' bytes
 * (`ai_document_uploads`): `uploaded` documents wait, any process on the database claims one
 * (`extracting`, `attempts` + 1), writes its bytes to a file of its own for a child process that
 * extracts them, and stores its chunks (`ready`) or the reason (`failed`), dropping the bytes.
 * One job at a time per process, in the loop every background work runs in (jobs/WorkLoop, shared
 * with jobs/JobQueue). A claim older than the time limit (by the database's clock)
 * counts as abandoned by a process that died, and another process (or this one, restarted) takes
 * it again; the claim's `attempts` makes a late answer of the old claim change nothing.
 */
export class ExtractionQueue {
  private readonly loop: WorkLoop<AiDocumentRow>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: AiConfig,
    private readonly log: FastifyBaseLogger,
  ) {
    this.loop = new WorkLoop<AiDocumentRow>({
      claim: () => this.claim(),
      process: (job) => this.process(job),
      // Nothing waits: job files a process that died left here (older than any job) can go.
      // And chunks without an embedding of the configured model get one.
      onIdle: () => {
        removeLeftoverUploads(this.config.uploadsDir, 2 * this.staleAfterMs());
        void this.embedPending();
      },
      onError: (error) => this.log.error({ err: error }, 'document extraction queue failed'),
      pollMs: config.queuePollMs,
      kickBeforeStart: true,
    });
  }

  start(): void {
    this.loop.start();
  }

  private embedding: Promise<void> | null = null;
  private embeddingFailedAt = 0;

  /**
   * Embeds, a document at a time, the ready chunks without an embedding of the configured model
   * (indexed before it was configured, by a process without it, or when the endpoint failed).
   * After a failure it waits five minutes before trying again.
   */
  embedPending(): Promise<void> {
    const config = this.config.embeddings;
    if (!config || Date.now() - this.embeddingFailedAt < 5 * 60_000) return Promise.resolve();
    this.embedding ??= (async () => {
      for (let round = 0; round < 1000; round++) {
        const next = await this.db
          .selectFrom('ai_chunks as c')
          .innerJoin('ai_documents as d', 'd.id', 'c.document_id')
          .select(['c.organization_id', 'c.document_id'])
          .where('d.status', '=', 'ready')
          .where((eb) => eb.or([eb('c.embedding_model', 'is', null), eb('c.embedding_model', '!=', config.model)]))
          .limit(1)
          .executeTakeFirst();
        if (!next) return;
        if ((await embedChunks(this.db, config, next.organization_id, next.document_id, this.log)) === 0) {
          this.embeddingFailedAt = Date.now();
          return;
        }
      }
    })()
      .catch((error: unknown) => this.log.error({ err: error }, 'embedding pending chunks failed'))
      .finally(() => {
        this.embedding = null;
      });
    return this.embedding;
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Looks for work now (after an upload). */
  kick(): void {
    this.loop.kick();
  }

  /** Resolves once every waiting document has been processed. */
  idle(): Promise<void> {
    return this.loop.idle();
  }

  /** How long a claim may last before it counts as abandoned: the child's time limit and some. */
  private staleAfterMs(): number {
    return this.config.extractionTimeoutMs + 30_000;
  }

  private async claim(): Promise<AiDocumentRow | undefined> {
    // The database's clock, not this process's: processes on several machines agree on it.
    const staleBefore = sql<Date>`now() - make_interval(secs => ${this.staleAfterMs() / 1000})`;
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
        .set({ status: 'extracting', attempts: sql`attempts + 1`, updated_at: sql<Date>`now()` })
        .where('id', '=', next.id)
        .returningAll()
        .executeTakeFirst();
    });
  }

  private async process(job: AiDocumentRow): Promise<void> {
    const file = uploadPath(this.config.uploadsDir, job.id);
    let result: WorkerResult;
    try {
      result = await this.extract(job, file);
    } finally {
      rmSync(file, { force: true });
    }
    await this.store(job, result);
  }

  private async extract(job: AiDocumentRow, file: string): Promise<WorkerResult> {
    if (job.attempts > MAX_ATTEMPTS) {
      return { ok: false, reason: 'Extraction kept stopping before it finished. Upload the file again, or split it.' };
    }
    // The bytes from the database, whichever process received the upload. A file already in
    // place without stored bytes is an upload this process received before they were stored.
    const parts = await writeUpload(this.config.uploadsDir, job.id, readUploadParts(this.db, job.organization_id, job.id));
    if (parts === 0 && !existsSync(file)) {
      this.log.warn({ documentId: job.id }, 'the bytes of a waiting upload are missing');
      return { ok: false, reason: UPLOAD_LOST };
    }
    const result = await runExtraction(file, job.kind, {
      timeoutMs: this.config.extractionTimeoutMs,
      memoryMb: this.config.extractionMemoryMb,
    });
    if (!result.ok && /could not start|without a file/.test(result.reason)) {
      this.log.warn({ documentId: job.id, reason: result.reason }, 'extraction did not run');
    }
    return result;
  }

  private async store(job: AiDocumentRow, result: WorkerResult): Promise<void> {
    let stored = false;
    await this.db.transaction().execute(async (trx) => {
      const tx = scoped(trx, job.organization_id);
      // Deleted, or claimed again (this claim was taken for abandoned) while the child ran: the
      // document is someone else's job now, nothing to store.
      const still = await tx
        .selectFrom('ai_documents')
        .select('id')
        .where('id', '=', job.id)
        .where('status', '=', 'extracting')
        .where('attempts', '=', job.attempts)
        .forUpdate()
        .executeTakeFirst();
      if (!still) return;
      await deleteUploadBytes(trx, job.organization_id, job.id);
      if (!result.ok) {
        await tx
          .updateTable('ai_documents')
          .set({ status: 'failed', error: result.reason, updated_at: new Date() })
          .where('id', '=', job.id)
          .execute();
        return;
      }
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
      stored = true;
    });
    if (!result.ok) this.log.info({ documentId: job.id, reason: result.reason }, 'document extraction failed');
    else if (this.config.embeddings && stored) await embedChunks(this.db, this.config.embeddings, job.organization_id, job.id, this.log);
  }
}
