export interface SseEvent {
  event: string;
  data: string;
}

/**
 * A server-sent events parser (the WHATWG rules that matter for chat-completion streams): lines
 * ending in LF, CRLF or CR; `data:` lines joined by LF; an event dispatched at a blank line;
 * comments (`:`) and unknown fields ignored. Feed it text as it arrives, in any splits.
 * (Written here rather than taken from eventsource-parser, whose `source` export condition
 * collides with this workspace's own.)
 */
export function createSseParser(onEvent: (event: SseEvent) => void) {
  let buffer = '';
  let data: string[] = [];
  let event = '';
  const line = (text: string) => {
    if (text === '') {
      if (data.length) onEvent({ event: event || 'message', data: data.join('\n') });
      data = [];
      event = '';
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
  };
  return {
    feed(chunk: string) {
      buffer += chunk;
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        if (!match) break;
        // A CR at the very end may be the first half of CRLF: wait for the next chunk.
        if (match[0] === '\r' && match.index === buffer.length - 1) break;
        line(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
      }
    },
  };
}
