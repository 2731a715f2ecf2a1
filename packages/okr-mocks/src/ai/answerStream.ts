import { HttpResponse } from 'msw';
import type { AskResponse } from '@okr/contract';

const encoder = new TextEncoder();
const sse = (event: string, data: unknown) => encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/** The answer as the API streams it: `sources`, then a `delta` per word (`delayMs` apart), then `done`. */
export function answerStream(answer: AskResponse, delayMs: number): Response {
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(sse('sources', { sources: answer.citations }));
      for (const word of answer.answer.split(/(?<=\s)/)) {
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        controller.enqueue(sse('delta', { text: word }));
      }
      controller.enqueue(sse('done', answer));
      controller.close();
    },
  });
  return new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}
