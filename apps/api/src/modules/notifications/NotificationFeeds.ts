import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import { notificationBus } from './notificationBus';
import { notificationColumns, toNotification, unreadCount } from './notificationQueries';

type Db = Kysely<Database>;

/** Notifications read per look; a stream resumed far back looks again until it is caught up. */
const BATCH = 100;

/** An open stream as its user's feed sees it: the last `seq` it was sent, the unread count it was last told (-1: none yet). */
export interface FeedStream {
  last: string;
  count: number;
  send(text: string): void;
  /** Ends the stream (its response, its heartbeat) and takes it out of the feed: done when a newer stream of its user passes the cap. */
  close(): void;
}

type Row = Awaited<ReturnType<ReturnType<typeof notificationColumns>['execute']>>[number];

/** Sends `stream` the rows it has not had, then the unread count when it changed or rows were sent. */
function sendNew(stream: FeedStream, rows: readonly { row: Row; event: string }[], unread: number): void {
  let sent = false;
  for (const { row, event } of rows) {
    if (BigInt(row.seq) <= BigInt(stream.last)) continue;
    stream.send(event);
    stream.last = row.seq;
    sent = true;
  }
  if (unread !== stream.count || sent) stream.send(`id: ${stream.last}\nevent: unread\ndata: ${JSON.stringify({ count: unread })}\n\n`);
  stream.count = unread;
}

/** One user's open streams in one app: one bus subscription, one look per change for all of them. */
class Feed {
  readonly streams = new Set<FeedStream>();
  readonly unsubscribe: () => void;
  /** The unread count of the last look (-1: none yet, or it failed): current while no look is under way, since every change wakes the feed. */
  count = -1;
  looking = false;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly userId: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.unsubscribe = notificationBus.subscribe(userId, () => void this.look());
  }

  /** Reads what is new after the oldest position of the streams and the unread count, and sends each stream its part. */
  async look(): Promise<void> {
    if (this.looking) {
      this.again = true;
      return;
    }
    this.looking = true;
    try {
      do {
        this.again = false;
        const streams = [...this.streams];
        if (streams.length === 0) break;
        const from = streams.reduce((oldest, stream) => (BigInt(stream.last) < BigInt(oldest) ? stream.last : oldest), streams[0]!.last);
        const rows = await notificationColumns(this.db, this.userId).where('n.seq', '>', from).orderBy('n.seq').limit(BATCH).execute();
        const unread = await unreadCount(this.db, this.userId);
        this.count = unread;
        const events = rows.map((row) => ({ row, event: `id: ${row.seq}\nevent: notification\ndata: ${JSON.stringify(toNotification(row))}\n\n` }));
        for (const stream of streams) if (this.streams.has(stream)) sendNew(stream, events, unread);
        if (rows.length === BATCH) this.again = true;
      } while (this.again);
    } catch (error) {
      this.count = -1;
      this.log.warn({ err: error }, 'notification stream: a look failed; the next change looks again');
    } finally {
      this.looking = false;
    }
  }
}

/**
 * The open notification streams of an app, by user. However many streams a user holds (tabs,
 * devices), a change costs one look of two statements, not two per stream: the streams of a user
 * share one subscription to notificationBus and each look's rows (from the oldest position among
 * them), and each stream is sent only what it has not had. A user's looks never overlap: wakes
 * during one make one more.
 */
export class NotificationFeeds {
  private readonly feeds = new Map<string, Feed>();

  /** `maxStreamsPerUser`: the cap of one user's open streams here (0: none); see `join`. */
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly maxStreamsPerUser = 0,
  ) {}

  /**
   * Adds `stream` to its user's feed and sends its first events; `leave` takes it out. A stream
   * that starts at the newest notification (`fresh`: no Last-Event-ID) joining a feed at rest is
   * sent the count the feed knows, with no statement; otherwise the feed looks.
   * At the cap the user's oldest streams are closed first: a tab left open somewhere (or a client
   * that never lets go) must not lock the user out of the tab they are looking at. A closed tab
   * that is still alive polls and tries again after NOTIFICATIONS_POLL_MS (30 s), closing the then
   * oldest: past the cap the streams take turns, one reconnect per 30 s, never a tight loop.
   */
  join(userId: string, stream: FeedStream, fresh: boolean): { looked: Promise<void>; leave: () => void } {
    this.makeRoom(userId);
    let feed = this.feeds.get(userId);
    if (!feed) {
      feed = new Feed(this.db, userId, this.log);
      this.feeds.set(userId, feed);
    }
    const joined = feed;
    joined.streams.add(stream);
    const leave = () => {
      joined.streams.delete(stream);
      if (joined.streams.size > 0 || this.feeds.get(userId) !== joined) return;
      joined.unsubscribe();
      this.feeds.delete(userId);
    };
    if (fresh && !joined.looking && joined.count >= 0) {
      sendNew(stream, [], joined.count);
      return { looked: Promise.resolve(), leave };
    }
    return { looked: joined.look(), leave };
  }

  /** Closes the oldest streams of `userId` until one more fits under the cap. */
  private makeRoom(userId: string): void {
    const feed = this.feeds.get(userId);
    if (!feed || this.maxStreamsPerUser <= 0) return;
    const surplus = feed.streams.size - this.maxStreamsPerUser + 1;
    if (surplus <= 0) return;
    // A Set keeps insertion order: the first are the oldest.
    for (const oldest of [...feed.streams].slice(0, surplus)) oldest.close();
    this.log.info({ userId, closed: surplus, cap: this.maxStreamsPerUser }, 'notification stream: closed the oldest streams of a user at the cap');
  }
}
