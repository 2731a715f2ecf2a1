import { notificationsPaths } from '@okr/contract';
import type { ApiClient } from '@okr/core';
import { createEventStreamParser } from './createEventStreamParser';
import type { StreamEvent } from './createEventStreamParser';

export interface ReadNotificationStreamOptions {
  /** The id of the last event received: the server sends what was written since. */
  lastEventId: string | null;
  signal: AbortSignal;
  /** The server accepted the stream (200): events flow from now on. */
  onOpen: () => void;
  onEvent: (event: StreamEvent) => void;
}

/**
 * `GET /me/notifications/stream` read with `fetch` and a stream parser rather than `EventSource`,
 * which cannot carry the Authorization header. The request goes through the API client, so its
 * interceptors add a fresh token (refreshing first when it is about to expire) and turn a refusal
 * into an `ApiError`; this adapter only reads the body as it arrives, which axios cannot do in a
 * browser. Resolves when the server ends the stream, rejects when it fails or is refused.
 */
export async function readNotificationStream(api: ApiClient, { lastEventId, signal, onOpen, onEvent }: ReadNotificationStreamOptions): Promise<void> {
  const headers = { Accept: 'text/event-stream', ...(lastEventId !== null && { 'Last-Event-ID': lastEventId }) };
  await api.axios.get(notificationsPaths.stream, {
    signal,
    headers,
    adapter: async (config) => {
      const sent = new Headers();
      for (const [name, value] of Object.entries(config.headers.toJSON())) {
        if (value !== undefined && value !== null) sent.set(name, String(value));
      }
      const response = await fetch(api.axios.getUri(config), { headers: sent, signal, cache: 'no-store' });
      const answer = { status: response.status, statusText: response.statusText, headers: Object.fromEntries(response.headers), config, request: null };
      if (!response.ok || !response.body) {
        const data: unknown = await response.json().catch(() => null);
        // Shaped as axios's own refusal, so the client's interceptor makes it an ApiError (and refreshes on a 401).
        throw Object.assign(new Error(`Request failed with status code ${response.status}`), { isAxiosError: true, config, response: { ...answer, data } });
      }
      onOpen();
      const parser = createEventStreamParser(onEvent);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) parser.push(chunk.value);
      return { ...answer, data: null };
    },
  });
}
