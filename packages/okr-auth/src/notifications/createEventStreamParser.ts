/** One event of a `text/event-stream` (WHATWG HTML §9.2): its name (`message` when unnamed), data and id. */
export interface StreamEvent {
  event: string;
  data: string;
  /** The last `id:` seen so far (what `Last-Event-ID` carries on a reconnection), or null. */
  id: string | null;
}

/**
 * A parser of Server-Sent Events fed chunk by chunk as `fetch` reads them (a chunk may end in the
 * middle of a line). Comments (`: heartbeat`) and events without data are dropped, as a browser's
 * EventSource does; `retry:` is ignored (the caller picks its own delay).
 */
export function createEventStreamParser(onEvent: (event: StreamEvent) => void) {
  let buffer = '';
  let lastId: string | null = null;
  let name = '';
  let data: string[] = [];

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: name || 'message', data: data.join('\n'), id: lastId });
    name = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') name = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) lastId = value;
  };

  return {
    push(chunk: string) {
      buffer += chunk;
      // A '\r' at the end may be the first half of '\r\n': it waits for the next chunk.
      const held = buffer.endsWith('\r') ? '\r' : '';
      const lines = (held ? buffer.slice(0, -1) : buffer).split(/\r\n|\r|\n/);
      buffer = (lines.pop() ?? '') + held;
      lines.forEach(line);
    },
    lastEventId: () => lastId,
  };
}
