import pg from 'pg';

export interface ChannelListener {
  /** Stops listening (the connection ends; no retry). */
  stop(): Promise<void>;
}

export interface ChannelHandlers {
  /** One notification's payload (undefined when empty). */
  onNotice(payload: string | undefined): void;
  /** The connection listens (first time, or again after a loss: what was sent meanwhile went unheard). */
  onListening(): void;
  /** The connection is down (lost, failed to open, or stopped). */
  onDown(): void;
  /** A lost connection, or a failed attempt to open one (retried); not called once stopped. */
  onLost(error: Error): void;
  /** Delay before the first retry; doubled up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

/**
 * One PostgreSQL connection kept on `LISTEN channel`: a dropped connection (restart, failover,
 * `pg_terminate_backend`) is reported and opened again with backoff. Shared by the write watch
 * (listenForWrites) and the notification streams (listenForNotifications).
 */
export function listenOnChannel(url: string, channel: string, applicationName: string, handlers: ChannelHandlers): ChannelListener {
  const { retryMs = 100, maxRetryMs = 5_000 } = handlers;
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = retryMs;

  const lose = (error: Error) => {
    handlers.onDown();
    if (stopped) return;
    handlers.onLost(error);
    client?.removeAllListeners();
    client?.on('error', () => {});
    void client?.end().catch(() => {});
    client = undefined;
    retry = setTimeout(() => void connect(), delay);
    delay = Math.min(delay * 2, maxRetryMs);
  };

  async function connect(): Promise<void> {
    retry = undefined;
    const next = new pg.Client({ connectionString: url, application_name: applicationName });
    client = next;
    next.on('error', (error) => {
      if (client === next) lose(error);
    });
    next.on('end', () => {
      if (client === next) lose(new Error(`the ${applicationName} connection ended`));
    });
    next.on('notification', ({ channel: heard, payload }) => {
      if (heard === channel) handlers.onNotice(payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      if (client === next) lose(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (stopped || client !== next) return;
    handlers.onListening();
    delay = retryMs;
  }

  void connect();
  return {
    async stop() {
      stopped = true;
      handlers.onDown();
      if (retry) clearTimeout(retry);
      const last = client;
      client = undefined;
      if (last) {
        last.removeAllListeners();
        last.on('error', () => {});
        await last.end().catch(() => {});
      }
    },
  };
}
