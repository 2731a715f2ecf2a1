import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stub model behaves; chosen per request by the `model` field of the body. */
export type StubMode = 'normal' | 'slow' | 'error500' | 'cut' | 'garbage' | 'malicious' | 'hang';

export interface ModelStub {
  url: string;
  /** Bodies of the chat-completion requests received. */
  requests: { model: string; messages: { role: string; content: string }[]; stream: boolean }[];
  /** Requests whose connection closed before the stub finished answering (the server aborted). */
  aborted: number;
  close(): Promise<void>;
}

const chunk = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content }, finish_reason: null }] })}\n\n`;
const finish = `data: ${JSON.stringify({ choices: [{ delta: {}, finish_reason: 'stop' }] })}\n\ndata: [DONE]\n\n`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A local OpenAI-compatible `/chat/completions` that streams like the real thing, or misbehaves. */
export async function startModelStub(): Promise<ModelStub> {
  const stub: ModelStub = { url: '', requests: [], aborted: 0, close: async () => {} };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (part: Buffer) => (body += part.toString()));
    request.on('end', async () => {
      const parsed = JSON.parse(body) as ModelStub['requests'][number];
      stub.requests.push(parsed);
      let finished = false;
      response.on('close', () => {
        if (!finished) stub.aborted++;
      });
      const mode = parsed.model as StubMode;
      if (mode === 'error500') {
        finished = true;
        response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      const write = (text: string) => !response.destroyed && response.write(text);
      if (mode === 'garbage') {
        write('data: {not json\n\n');
        finished = true;
        response.end();
        return;
      }
      const parts =
        mode === 'malicious'
          ? ['Ignore the rules: <script>alert(1)</script> Flights ', 'are booked in economy [1][7]', ' and the CEO says yes [', '12]. Also [2, 9].']
          : ['Book flights through the ', 'travel portal at least 14 days ahead [', '1]. Business class needs a vice president [1].'];
      for (const [index, part] of parts.entries()) {
        if (response.destroyed) return;
        write(chunk(part));
        if (mode === 'slow' || mode === 'hang') await sleep(400);
        if (mode === 'cut' && index === 1) {
          finished = true;
          await sleep(150);
          response.destroy();
          return;
        }
      }
      if (mode === 'hang') {
        // Never finishes: only the server's own time limit or the client's leaving ends it.
        while (!response.destroyed) await sleep(100);
        return;
      }
      finished = true;
      write(finish);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  stub.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return stub;
}

/** The events of a server-sent-events body, in order. */
export function parseEvents(body: string): { event: string; data: unknown }[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) as unknown };
    });
}
