import { listenOnChannel } from './listenOnChannel';
import type { ChannelListener } from './listenOnChannel';
import type { WriteWatch } from './WriteWatch';

/** The channel the tables' triggers notify at commit (migration 008_write_notifications). */
export const WRITES_CHANNEL = 'okr_writes';

/**
 * One notification: `table` (the whole table), `table:org1,org2` (those organizations' rows;
 * migration 012) or `table@user1,user2` (those users' own rows, db/writtenUsers.ts; migration
 * 016); an empty payload may have changed anything.
 */
export function noteNotified(watch: WriteWatch, payload: string | undefined): void {
  if (!payload) return watch.noteWrite('*');
  const byUser = payload.indexOf('@');
  if (byUser >= 0) {
    const users = payload.slice(byUser + 1).split(',').filter(Boolean);
    return watch.noteWrite(payload.slice(0, byUser), undefined, users.length > 0 ? users : undefined);
  }
  const at = payload.indexOf(':');
  if (at < 0) return watch.noteWrite(payload);
  const organizations = payload.slice(at + 1).split(',').filter(Boolean);
  watch.noteWrite(payload.slice(0, at), organizations.length > 0 ? organizations : undefined);
}

export type WriteListener = ChannelListener;

export interface ListenOptions {
  /** A lost listening connection, or a failed attempt to open one (retried). */
  onLost?(error: Error): void;
  /** Delay before the first retry; doubled up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

/**
 * Feeds `watch` with the writes other processes commit to a PostgreSQL database: one connection
 * kept open on LISTEN okr_writes, each notification counted as a write to the table it names, in
 * the organizations it names (`noteNotified`).
 * The watch is `live` only while that connection listens; when it drops (restart, failover,
 * `pg_terminate_backend`) the watch stops being live and counts a write to every table, so caches
 * drop everything and keep nothing, and a new connection is tried with backoff. Once it listens
 * again, everything is counted as written once more (what was committed meanwhile went unheard)
 * before the watch is live.
 */
export function listenForWrites(url: string, watch: WriteWatch, options: ListenOptions = {}): WriteListener {
  const { onLost = () => {}, retryMs, maxRetryMs } = options;
  watch.live = false;
  return listenOnChannel(url, WRITES_CHANNEL, 'okr-api write listener', {
    onNotice: (payload) => noteNotified(watch, payload),
    onListening: () => {
      watch.noteWrite('*');
      watch.live = true;
    },
    onDown: () => {
      watch.live = false;
      watch.noteWrite('*');
    },
    onLost,
    retryMs,
    maxRetryMs,
  });
}
