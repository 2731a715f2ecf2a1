import { describe, expect, it } from 'vitest';
import { readEventStream } from './readEventStream';

function streamOf(parts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

describe('readEventStream', () => {
  it('yields each event once it is complete, however the bytes are split', async () => {
    const events = [];
    for await (const event of readEventStream(streamOf(['event: sources\nda', 'ta: {"sources":[]}\n\nevent: delta\r\n', 'data: {"text":"Hi"}\r\n\r\n']))) {
      events.push(event);
    }
    expect(events).toEqual([
      { event: 'sources', data: '{"sources":[]}' },
      { event: 'delta', data: '{"text":"Hi"}' },
    ]);
  });
});
