import { expect } from 'vitest';

export interface SseEvent {
  id?: string;
  event?: string;
  data: string;
}

/**
 * A `fetch`-based Server-Sent Events reader, as the UI's: the access token in `Authorization`
 * (EventSource cannot send it). `events` fills as they arrive; `next(event)` waits for the next
 * one of that name not yet taken.
 */
export async function openStream(url: string, token: string, lastEventId?: string) {
  const controller = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
  if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  const comments: string[] = [];
  let taken = 0;
  let ended = false;
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = { data: '' };
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line);
            else if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('data: ')) event.data += line.slice(6);
          }
          if (event.event) events.push(event);
        }
      }
    } catch {
      // Aborted.
    }
    ended = true;
  })();
  return {
    response,
    events,
    comments,
    /** The server ended the body (or `close` aborted it). */
    ended: () => ended,
    /** The next event named `name` after those already taken, within `timeout` ms. */
    async next(name: string, timeout = 5_000): Promise<SseEvent> {
      let found: SseEvent | undefined;
      await expect
        .poll(
          () => {
            const at = events.findIndex((event, index) => index >= taken && event.event === name);
            if (at < 0) return false;
            found = events[at];
            taken = at + 1;
            return true;
          },
          { timeout, interval: 20 },
        )
        .toBe(true);
      return found!;
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}
