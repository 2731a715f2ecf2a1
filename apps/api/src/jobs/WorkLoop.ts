/**
 * The loop every kind of background work runs in (jobs/JobQueue, the document extraction queue):
 * claim one item, do it, claim the next, until nothing is claimable; started by `kick()` after a
 * commit that queued work and by a poll; one item at a time per process; `stop()` waits for the
 * item under way. How an item is claimed and done is the caller's.
 */
export class WorkLoop<Item> {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped: boolean;
  private timer: NodeJS.Timeout | null = null;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly work: {
      /** The next item, claimed for this process; undefined when none is due. */
      claim: () => Promise<Item | undefined>;
      process: (item: Item) => Promise<void>;
      /** Once nothing is due (housekeeping between bursts). */
      onIdle?: () => void;
      onError: (error: unknown) => void;
      pollMs: number;
      /** Whether `kick()` works before `start()` (the extraction queue's seed drains it before the server starts). */
      kickBeforeStart?: boolean;
    },
  ) {
    this.stopped = !work.kickBeforeStart;
  }

  start(): void {
    this.stopped = false;
    this.kick();
    this.timer = setInterval(() => this.kick(), this.work.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Looks for work now. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.work.onError(error))
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

  /** Resolves once nothing is due (tests and the seed wait on it). */
  async idle(): Promise<void> {
    if (!this.running) this.kick();
    if (!this.running) return;
    await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      const item = await this.work.claim();
      if (item === undefined) {
        this.work.onIdle?.();
        return;
      }
      await this.work.process(item);
    }
  }
}
