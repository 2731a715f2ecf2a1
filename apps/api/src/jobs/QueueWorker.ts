import type { JobQueue, JobRow } from './JobQueue';

/** A service that does its work through one JobQueue (the email sender, the chat deliverer): its lifecycle is the queue's. */
export abstract class QueueWorker<Row extends JobRow> {
  protected abstract readonly queue: JobQueue<Row>;

  start(): void {
    this.queue.start();
  }

  /** Does what is due now (call after a commit that queued work). */
  kick(): void {
    this.queue.kick();
  }

  idle(): Promise<void> {
    return this.queue.idle();
  }

  stop(): Promise<void> {
    return this.queue.stop();
  }
}
