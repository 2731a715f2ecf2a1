import { createServer } from 'node:http';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  /** The event, parsed by the standard library after it verified the signature (else the error). */
  verified: { type: string; id: string; createdAt: string; organizationId: string; data: unknown } | Error;
}

/** How the receiver answers the next request (default: 200 "ok"). */
export type Answer = (response: ServerResponse) => void;

/**
 * A partner's endpoint run by the test: a real HTTP server on loopback that checks every request
 * with the `standardwebhooks` package, the way docs/api.md tells partners to.
 */
export async function startWebhookReceiver(secret: () => string, port = 0) {
  const received: Received[] = [];
  const answers: Answer[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let verified: Received['verified'];
      try {
        verified = new Webhook(secret()).verify(body, request.headers as Record<string, string>) as Exclude<Received['verified'], Error>;
      } catch (error) {
        verified = error as Error;
      }
      received.push({ headers: request.headers, body, verified });
      const answer = answers.shift() ?? ((r: ServerResponse) => r.end('ok'));
      answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}/hooks`,
    port: bound,
    received,
    /** Queues how the next requests are answered, in order. */
    answerNext: (...next: Answer[]) => answers.push(...next),
    stop: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

export const status = (code: number, body = ''): Answer => (response) => {
  response.statusCode = code;
  response.end(body);
};
