import type { FastifyReply } from 'fastify';

/**
 * Takes the response over from Fastify and starts a Server-Sent Events answer (200,
 * `text/event-stream`, no caching or proxy buffering), keeping the headers already set (CORS,
 * security). The assistant's streamed answer and the notification stream.
 */
export function openEventStream(reply: FastifyReply): void {
  reply.hijack();
  reply.raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
}

/** Whether the caller asked for Server-Sent Events (`Accept: text/event-stream`, as EventSource sends). */
export function wantsEventStream(accept: string | undefined): boolean {
  return (accept ?? '').includes('text/event-stream');
}
