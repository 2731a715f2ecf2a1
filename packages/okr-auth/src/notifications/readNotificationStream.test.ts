// @vitest-environment node
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '@okr/core';
import type { StreamEvent } from './createEventStreamParser';
import { readNotificationStream } from './readNotificationStream';

const base = 'http://api.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// A token that stays valid for an hour: the client sends it without refreshing first.
const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const token = `${encode({ alg: 'HS256' })}.${encode({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
const client = () => createApiClient({ baseURL: base, getSession: () => ({ accessToken: token, refreshToken: null, organizationId: null }) });

describe('readNotificationStream', () => {
  it('sends the Authorization header and Last-Event-ID, and hands over each event as it is read', async () => {
    const seen: Headers[] = [];
    server.use(
      http.get(`${base}/me/notifications/stream`, ({ request }) => {
        seen.push(request.headers);
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            const encoder = new TextEncoder();
            controller.enqueue(encoder.encode(': heartbeat\n\nevent: unread\nid: 41\ndata: {"count":'));
            controller.enqueue(encoder.encode('2}\n\n'));
            controller.close();
          },
        });
        return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    );
    const events: StreamEvent[] = [];
    let opened = false;
    await readNotificationStream(client(), { lastEventId: '40', signal: new AbortController().signal, onOpen: () => (opened = true), onEvent: (e) => events.push(e) });
    expect(opened).toBe(true);
    expect(seen[0]?.get('authorization')).toBe(`Bearer ${token}`);
    expect(seen[0]?.get('last-event-id')).toBe('40');
    expect(seen[0]?.get('accept')).toBe('text/event-stream');
    expect(events).toEqual([{ event: 'unread', data: '{"count":2}', id: '41' }]);
  });

  it("rejects with the server's ApiError when the stream is refused", async () => {
    server.use(http.get(`${base}/me/notifications/stream`, () => HttpResponse.json({ message: 'Not available', code: 'FORBIDDEN' }, { status: 403 })));
    const failure = readNotificationStream(client(), { lastEventId: null, signal: new AbortController().signal, onOpen: () => undefined, onEvent: () => undefined });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 403, message: 'Not available' });
  });
});
