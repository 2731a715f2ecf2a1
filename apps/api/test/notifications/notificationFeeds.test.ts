import { describe, expect, it } from 'vitest';
import { NotificationFeeds } from '../../src/modules/notifications/NotificationFeeds';
import type { FeedStream } from '../../src/modules/notifications/NotificationFeeds';
import { notificationBus } from '../../src/modules/notifications/notificationBus';
import { mention, postComment, team } from '../comments/commentsApi';
import { CountQueries } from '../support/CountQueries';
import { useTestApp } from '../support/testApp';
import { databaseUrl } from '../support/testDatabase';

// The streams of one user share their reads (issue 35's bench: 100 streams of one user cost 200
// statements a notification, and the fan-out took seconds on PGlite): a change costs one look of
// two statements however many streams the user holds, and each stream is sent only what it has
// not had, from its own position.
// On PostgreSQL the app listens for notifications as in production (DATABASE_URL set).
const ctx = useTestApp({ databaseUrl });

/** A stream as the route makes it, its events kept. */
function stream(last: string) {
  const texts: string[] = [];
  const feedStream: FeedStream = { last, count: -1, send: (text) => void texts.push(text), close: () => undefined };
  const events = (name: string) => texts.filter((text) => text.includes(`event: ${name}\n`));
  /** The last unread count it was sent. */
  const unread = () => events('unread').at(-1)?.match(/"count":(\d+)/)?.[1];
  return { feedStream, texts, events, unread };
}

describe('notification feeds', () => {
  it('reads once per change for all the streams of a user, each from its own position', async () => {
    const { ada, ben, thread } = await team(() => ctx.app, ctx.db);
    await postComment(ben.api, thread, { body: `${mention(ada)} before the streams opened` });
    const counter = new CountQueries();
    const feeds = new NotificationFeeds(ctx.db.withPlugin(counter), ctx.app.log);
    const subscriptions = notificationBus.streams;

    // One stream resumed from the start, then 50 opened at once from where a new stream starts.
    const resumed = stream('0');
    const first = feeds.join(ada.user.id, resumed.feedStream, false);
    expect(notificationBus.streams).toBe(subscriptions + 1);
    await first.looked;
    expect(resumed.events('notification')).toHaveLength(1);
    const fresh = Array.from({ length: 50 }, () => stream(resumed.feedStream.last));
    counter.count = 0;
    const joined = [first, ...fresh.map((s) => feeds.join(ada.user.id, s.feedStream, true))];
    expect(notificationBus.streams).toBe(subscriptions + 1);
    // The feed at rest knows the count: a fresh stream costs no statement.
    expect(fresh.every((s) => s.events('unread').length === 1 && s.events('notification').length === 0)).toBe(true);
    expect(fresh[0]!.events('unread')[0]).toContain('data: {"count":1}');
    expect(counter.count).toBe(0);
    // A resumed one looks (from its own position), and the streams already there are sent nothing new.
    const late = stream('0');
    const lateJoin = feeds.join(ada.user.id, late.feedStream, false);
    await lateJoin.looked;
    expect(late.events('notification')).toHaveLength(1);
    expect(counter.count).toBe(2);
    expect(fresh.every((s) => s.texts.length === 1)).toBe(true);

    counter.count = 0;
    await postComment(ben.api, thread, { body: `${mention(ada)} while 52 streams are open` });
    const all = [resumed, late, ...fresh];
    // (On PostgreSQL a look before the commit may send the new count first, then the row with it again.)
    await expect.poll(() => all.every((s) => s.events('notification').length >= 1 && s.unread() === '2')).toBe(true);
    // One look for the 52 streams: the new rows and the count (on PostgreSQL the commit's NOTIFY
    // wakes the feed once more: the wake in the transaction may look before the commit).
    expect(counter.count).toBeLessThanOrEqual(databaseUrl ? 4 : 2);
    expect(resumed.events('notification')).toHaveLength(2);
    expect(late.events('notification')).toHaveLength(2);
    for (const s of fresh) {
      expect(s.events('notification')).toHaveLength(1);
      expect(s.events('notification')[0]).toContain(`id: ${resumed.feedStream.last}\n`);
    }

    // Streams that left are sent nothing; the last to leave ends the subscription.
    for (const j of [lateJoin, ...joined.slice(0, -1)]) j.leave();
    const left = resumed.texts.length;
    await ada.api.post('/api/me/notifications/read', { all: true });
    await expect.poll(() => fresh.at(-1)!.unread()).toBe('0');
    expect(resumed.texts).toHaveLength(left);
    joined.at(-1)!.leave();
    expect(notificationBus.streams).toBe(subscriptions);
  });
});
