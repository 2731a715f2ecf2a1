import type { ErrorBody, Notification, NotificationPreferences } from '@okr/contract';
import { describe, expect, it } from 'vitest';
import { notificationBus } from '../../src/modules/notifications/notificationBus';
import { mention, postComment, team } from '../comments/commentsApi';
import { createKeyResult, createObjective } from '../okr/okrApi';
import { useTestApp } from '../support/testApp';
import { databaseUrl } from '../support/testDatabase';
import { openStream } from './sseClient';

// Notifications (api-contract.md "Comments, mentions, notifications"): written with the comment,
// across organizations, read one or all, preferences, and the live stream in one process (PGlite).

// On PostgreSQL the app listens for notifications as in production (DATABASE_URL set).
const ctx = useTestApp({ databaseUrl });
const app = () => ctx.app;

const list = async (api: { get(url: string): Promise<{ statusCode: number; body: string; json<T>(): T; headers: Record<string, unknown> }> }, query = '') => {
  const response = await api.get(`/api/me/notifications${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Notification[]>();
};

describe('notifications', () => {
  it('tells a mentioned reader and the owner, never the author, and marks read one or all', async () => {
    const { ada, ben, nora, thread, keyResult, objective } = await team(app, ctx.db);
    // Ben mentions Ada (the owner) and Nora (who cannot read: plain text, told nothing).
    const first = await postComment(ben.api, thread, { body: `${mention(ada)} and ${mention(nora)}: done?` });
    expect(await list(ben.api)).toEqual([]);
    expect(await list(nora.api)).toEqual([]);
    const [mentioned] = await list(ada.api);
    expect(mentioned).toMatchObject({
      kind: 'mention',
      organization: { id: ada.organizationId },
      actor: { id: ben.user.id, fullName: `${ben.user.firstName} ${ben.user.lastName}` },
      title: keyResult.title,
      href: `/app/objectives/${objective.id}?org=${ada.organizationId}&keyResult=${keyResult.id}#comment-${first.id}`,
      readAt: null,
    });
    // A plain comment: the owner is told it is on what they own (once, not as a mention).
    await postComment(ben.api, thread, { body: 'Another one' });
    // Ada's own comment tells Ada nothing.
    await postComment(ada.api, thread, { body: 'Mine' });
    const all = await list(ada.api);
    expect(all.map((item) => item.kind)).toEqual(['comment_on_owned', 'mention']);
    const response = await ada.api.get('/api/me/notifications?limit=1');
    expect(response.headers['x-total-count']).toBe('2');
    expect(String(response.headers.link)).toContain('cursor=');

    // Another person's ids change nothing; one id reads one; all reads the rest.
    expect((await ben.api.post('/api/me/notifications/read', { ids: [all[0]!.id] })).statusCode).toBe(204);
    expect(await list(ada.api, '?unread=true')).toHaveLength(2);
    expect((await ada.api.post('/api/me/notifications/read', { ids: [all[0]!.id] })).statusCode).toBe(204);
    expect((await list(ada.api, '?unread=true')).map((item) => item.id)).toEqual([all[1]!.id]);
    expect((await ada.api.post('/api/me/notifications/read', { all: true })).statusCode).toBe(204);
    expect(await list(ada.api, '?unread=true')).toEqual([]);
  });

  it('tells the newly mentioned on an edit only, and hides organizations the user left', async () => {
    const { ada, ben, val, thread } = await team(app, ctx.db);
    const comment = await postComment(ada.api, thread, { body: `${mention(ben)} hi` });
    await ada.api.patch(`/api/comments/${comment.id}`, { body: `${mention(ben)} and ${mention(val)} hi` });
    expect((await list(ben.api)).map((item) => item.kind)).toEqual(['mention']);
    expect((await list(val.api)).map((item) => item.kind)).toEqual(['mention']);
    await ctx.db.updateTable('organization_members').set({ is_active: false }).where('user_id', '=', val.user.id).execute();
    expect(await list(val.api)).toEqual([]);
  });

  it('tells the new owner of an objective or key result, never the one who assigned', async () => {
    const { ada, ben, keyResult, objective } = await team(app, ctx.db);
    const assigned = await ada.api.patch(`/api/key-results/${keyResult.id}`, { ownerId: ben.user.id });
    expect(assigned.statusCode, assigned.body).toBe(200);
    // Assigned again to the same owner: nothing new.
    await ada.api.patch(`/api/key-results/${keyResult.id}`, { ownerId: ben.user.id });
    const [told, ...more] = await list(ben.api);
    expect(more).toEqual([]);
    expect(told).toMatchObject({ kind: 'assigned', actor: { id: ada.user.id }, title: keyResult.title });
    expect(told!.href).toBe(`/app/objectives/${objective.id}?org=${ada.organizationId}&keyResult=${keyResult.id}`);
    // Ada gives herself the objective: nobody is told.
    await ada.api.patch(`/api/objectives/${objective.id}`, { ownerId: ada.user.id });
    expect(await list(ada.api)).toEqual([]);
  });

  it('tells whoever an objective, key result or initiative is created for, and the new owner of an initiative; never the creator', async () => {
    const { ada, ben, val } = await team(app, ctx.db);
    const before = await list(ada.api);
    // Ada creates for herself (explicitly or by default): nobody is told.
    const own = await createObjective(ada.api, { title: 'Mine', ownerId: ada.user.id });
    await createKeyResult(ada.api, own.id, { title: 'Mine too' });
    // Ada creates for Ben: an objective, a key result, an initiative.
    const objective = await createObjective(ada.api, { title: 'For Ben', ownerId: ben.user.id });
    const keyResult = await createKeyResult(ada.api, own.id, { title: 'KR for Ben', ownerId: ben.user.id });
    const created = await ada.api.post('/api/initiatives', { name: 'Initiative for Ben', ownerId: ben.user.id });
    expect(created.statusCode, created.body).toBe(201);
    const initiative = created.json<{ id: string }>();
    const toBen = await list(ben.api);
    expect(toBen.map((n) => [n.kind, n.title, n.actor?.id, n.href])).toEqual([
      ['assigned', 'Initiative for Ben', ada.user.id, `/app/initiatives/${initiative.id}?org=${ada.organizationId}`],
      ['assigned', 'KR for Ben', ada.user.id, `/app/objectives/${own.id}?org=${ada.organizationId}&keyResult=${keyResult.id}`],
      ['assigned', 'For Ben', ada.user.id, `/app/objectives/${objective.id}?org=${ada.organizationId}`],
    ]);
    expect(await list(ada.api)).toEqual(before);
    // Ben hands the initiative to Val: Val is told, Ben (the actor) is not; the same owner again tells nobody.
    const handed = await ben.api.patch(`/api/initiatives/${initiative.id}`, { ownerId: val.user.id });
    expect(handed.statusCode, handed.body).toBe(200);
    await ben.api.patch(`/api/initiatives/${initiative.id}`, { ownerId: val.user.id, name: 'Renamed' });
    expect((await list(val.api)).map((n) => [n.kind, n.title, n.actor?.id])).toEqual([['assigned', 'Initiative for Ben', ben.user.id]]);
    expect(await list(ben.api)).toHaveLength(3);
    // Turned off in the app: nothing is written.
    await val.api.patch('/api/me/notification-preferences', { assigned: { inApp: false } });
    await ben.api.patch(`/api/initiatives/${initiative.id}`, { ownerId: ben.user.id });
    await ben.api.patch(`/api/initiatives/${initiative.id}`, { ownerId: val.user.id });
    expect(await list(val.api)).toHaveLength(1);
  });

  it('keeps preferences per kind, with the defaults, and writes nothing in the app when turned off', async () => {
    const { ada, ben, thread } = await team(app, ctx.db);
    const defaults = await ben.api.get('/api/me/notification-preferences');
    expect(defaults.json<NotificationPreferences>()).toMatchObject({ mention: { inApp: true, email: true }, assigned: { inApp: true, email: false } });
    const changed = await ben.api.patch('/api/me/notification-preferences', { mention: { inApp: false } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<NotificationPreferences>().mention).toEqual({ inApp: false, email: true });
    await postComment(ada.api, thread, { body: `${mention(ben)} hi` });
    expect(await list(ben.api)).toEqual([]);
    expect((await ben.api.get('/api/me/notification-preferences')).json<NotificationPreferences>().mention).toEqual({ inApp: false, email: true });
  });

  it('refuses bad input with the documented shape and changes nothing', async () => {
    const { ada, ben, thread } = await team(app, ctx.db);
    await postComment(ben.api, thread, { body: `${mention(ada)} hi` });
    const uuid = '3f1c2b9e-8d4a-4f6e-9a1b-2c3d4e5f6a7b';
    for (const body of [
      { ids: ['not-a-uuid'] },
      { ids: Array(10_001).fill(uuid) },
      { ids: [`${uuid}\u0000`] },
      { ids: [] },
      { all: false },
      {},
    ]) {
      const refused = await ada.api.post('/api/me/notifications/read', body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ErrorBody>()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    expect(await list(ada.api, '?unread=true')).toHaveLength(1);
    for (const query of ['?unread=maybe', '?cursor=x', '?limit=0', '?unread=%00']) {
      expect((await ada.api.get(`/api/me/notifications${query}`)).statusCode, query).toBe(400);
    }
    const badPreference = await ada.api.patch('/api/me/notification-preferences', { mention: { inApp: 'no' } });
    expect(badPreference.statusCode).toBe(400);
    expect((await ada.api.patch('/api/me/notification-preferences', { unknown: {} })).statusCode).toBe(400);
  });

  it('streams new notifications and the unread count, resumes after Last-Event-ID and lets go on disconnect', async () => {
    const { ada, ben, thread } = await team(app, ctx.db);
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`);
    const url = `${address}/api/me/notifications/stream`;
    const before = notificationBus.streams;
    const stream = await openStream(url, ada.accessToken);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(JSON.parse((await stream.next('unread')).data)).toEqual({ count: 0 });

    const started = Date.now();
    await postComment(ben.api, thread, { body: `${mention(ada)} look` });
    const live = await stream.next('notification');
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(JSON.parse(live.data)).toMatchObject({ kind: 'mention', actor: { id: ben.user.id } });
    const unread = await stream.next('unread');
    expect(JSON.parse(unread.data)).toEqual({ count: 1 });
    expect(unread.id).toBe(live.id);
    await stream.close();
    await expect.poll(() => notificationBus.streams).toBe(before);

    // Missed while away: sent on reconnecting with the last id seen.
    await postComment(ben.api, thread, { body: 'while away' });
    const resumed = await openStream(url, ada.accessToken, live.id);
    const missed = await resumed.next('notification');
    expect(JSON.parse(missed.data)).toMatchObject({ kind: 'comment_on_owned' });
    expect(BigInt(missed.id!)).toBeGreaterThan(BigInt(live.id!));
    expect(JSON.parse((await resumed.next('unread')).data)).toEqual({ count: 2 });
    // Reading elsewhere updates the count.
    await ada.api.post('/api/me/notifications/read', { all: true });
    expect(JSON.parse((await resumed.next('unread')).data)).toEqual({ count: 0 });
    await resumed.close();

    const refused = await fetch(url, { headers: { accept: 'text/event-stream' } });
    expect(refused.status).toBe(401);
    // Without `Accept: text/event-stream`: the count, as JSON.
    expect((await ada.api.get('/api/me/notifications/stream')).json()).toEqual({ count: 0 });
  });

  it('closes the oldest of a user\'s streams when one more passes the cap (10), leaving the rest and other users\' streams open', async () => {
    const { ada, ben, thread } = await team(app, ctx.db);
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`);
    const url = `${address}/api/me/notifications/stream`;
    const before = notificationBus.streams;
    const open = async (token: string) => {
      const stream = await openStream(url, token);
      expect(stream.response.status).toBe(200);
      await stream.next('unread');
      return stream;
    };
    const adas: Awaited<ReturnType<typeof open>>[] = [];
    for (let i = 0; i < 10; i++) adas.push(await open(ada.accessToken));
    const bens = await open(ben.accessToken);
    expect(adas.some((s) => s.ended())).toBe(false);

    // The eleventh: the first one opened ends, the newest is served.
    const newest = await open(ada.accessToken);
    await expect.poll(() => adas[0]!.ended()).toBe(true);
    const kept = [...adas.slice(1), newest];
    expect(kept.some((s) => s.ended()) || bens.ended()).toBe(false);
    await postComment(ben.api, thread, { body: `${mention(ada)} ten of them hear it` });
    for (const s of kept) expect(JSON.parse((await s.next('notification')).data)).toMatchObject({ kind: 'mention' });
    expect(adas[0]!.events.filter((e) => e.event === 'notification')).toEqual([]);

    // One more again closes the then oldest: the streams take turns, none is refused.
    const twelfth = await open(ada.accessToken);
    await expect.poll(() => adas[1]!.ended()).toBe(true);
    expect(twelfth.ended()).toBe(false);
    for (const s of [...adas, newest, twelfth, bens]) await s.close();
    await expect.poll(() => notificationBus.streams).toBe(before);
  });
});
