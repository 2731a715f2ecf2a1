import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stub answers: vectors, a server error, or nothing for longer than any timeout. */
export type EmbeddingsMode = 'normal' | 'error500' | 'hang';

export interface EmbeddingsStub {
  /** The base URL, as AI_BASE_URL would be (`…/v1`). */
  url: string;
  mode: EmbeddingsMode;
  /** Bodies of the `POST /v1/embeddings` requests received. */
  requests: { model: string; input: string[] }[];
  close(): Promise<void>;
}

/**
 * A local OpenAI-compatible `POST /v1/embeddings`. Its "model" places a text by two made-up
 * meanings: `[1, 0, 0]` when the text says "alpha", `[0, 1, 0]` when it says "omega" or is a
 * question (ends with "?"), `[0, 0, 1]` otherwise ("alpha" and "omega" are words the questions never use).
 */
export async function startEmbeddingsStub(): Promise<EmbeddingsStub> {
  const stub: EmbeddingsStub = { url: '', mode: 'normal', requests: [], close: async () => {} };
  const vectorOf = (text: string) => {
    const lower = text.toLowerCase();
    if (lower.includes('alpha')) return [1, 0, 0];
    if (lower.includes('omega') || lower.includes('?')) return [0, 1, 0];
    return [0, 0, 1];
  };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (part: Buffer) => (body += part.toString()));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/embeddings') {
        response.writeHead(404).end();
        return;
      }
      const parsed = JSON.parse(body) as { model: string; input: string[] };
      stub.requests.push(parsed);
      if (stub.mode === 'hang') return; // never answers; the server's timeout must give up
      if (stub.mode === 'error500') {
        response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
        return;
      }
      const data = parsed.input.map((text, index) => ({ object: 'embedding', index, embedding: vectorOf(text) }));
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ object: 'list', data, model: parsed.model, usage: { prompt_tokens: 1, total_tokens: 1 } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  stub.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return stub;
}
