import { describe, expect, it } from 'vitest';
import { createEventStreamParser } from './createEventStreamParser';
import type { StreamEvent } from './createEventStreamParser';

const parse = (...chunks: string[]) => {
  const events: StreamEvent[] = [];
  const parser = createEventStreamParser((event) => events.push(event));
  chunks.forEach((chunk) => parser.push(chunk));
  return { events, lastEventId: parser.lastEventId() };
};

describe('createEventStreamParser', () => {
  it('reads named events with their id, across chunks cut anywhere', () => {
    const { events, lastEventId } = parse('event: unr', 'ead\nid: 7\ndata: {"count":', '3}\n\nevent: notification\ndata: {"id":"a"}\nid: 8\n\n');
    expect(events).toEqual([
      { event: 'unread', data: '{"count":3}', id: '7' },
      { event: 'notification', data: '{"id":"a"}', id: '8' },
    ]);
    expect(lastEventId).toBe('8');
  });

  it('drops heartbeats and events without data, joins data lines, and waits for the blank line', () => {
    const { events } = parse(': heartbeat\n\n', 'event: unread\n\n', 'data: one\ndata: two\r', '\n\r\n', 'data: not finished\n');
    expect(events).toEqual([{ event: 'message', data: 'one\ntwo', id: null }]);
  });
});
