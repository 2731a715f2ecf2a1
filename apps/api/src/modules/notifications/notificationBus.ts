import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';

/** The PostgreSQL channel of notifications: a payload is a comma list of the users whose notifications changed. */
export const NOTIFICATIONS_CHANNEL = 'okr_notifications';
/** User ids per NOTIFY payload: well under its 8,000 bytes. */
const IDS_PER_NOTICE = 100;

/**
 * The streams of this process, woken by user: `wake(userIds)` tells the feed of each of those users
 * (NotificationFeeds: their open streams) to look again (it reads what is new since the last event
 * sent, so a spurious wake costs one look and a lost one is made up by the next). Process-wide:
 * user ids are UUIDs, so apps sharing a process (tests) never wake each other's users but by a
 * harmless spurious look.
 */
class NotificationBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private listening = 0;

  subscribe(userId: string, wake: () => void): () => void {
    this.emitter.on(userId, wake);
    this.listening += 1;
    return () => {
      this.emitter.off(userId, wake);
      this.listening -= 1;
    };
  }

  wake(userIds: Iterable<string>): void {
    for (const userId of new Set(userIds)) this.emitter.emit(userId);
  }

  /** Every stream looks again (a listening connection came back: what was sent meanwhile went unheard). */
  wakeAll(): void {
    for (const name of this.emitter.eventNames()) this.emitter.emit(name);
  }

  /** Subscriptions of this process: one per user with open streams, per app (NotificationFeeds; tests). */
  get streams(): number {
    return this.listening;
  }
}

export const notificationBus = new NotificationBus();

/**
 * Tells every stream of these users, in every process, to look again: a NOTIFY in the caller's
 * transaction (PostgreSQL delivers it at commit, and never on a rollback, to each process's
 * listener: listenForNotifications) and a wake of this process's own streams. On PGlite this
 * process is the only one and its one connection is held by the transaction, so a woken stream's
 * query waits for the commit and reads it.
 */
export async function announceNotifications(db: Kysely<Database>, userIds: readonly string[]): Promise<void> {
  const unique = [...new Set(userIds)];
  for (let at = 0; at < unique.length; at += IDS_PER_NOTICE) {
    await sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${unique.slice(at, at + IDS_PER_NOTICE).join(',')})`.execute(db);
  }
  notificationBus.wake(unique);
}
