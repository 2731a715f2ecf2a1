import http from 'node:http';
import type { LookupAddress } from 'node:dns';
import https from 'node:https';
import { pinnedLookup } from './pinnedLookup';

/** Answer bytes read at most (api-contract.md "Webhooks"): the rest is not waited for. */
export const ANSWER_BYTES_READ = 4096;

export interface WebhookAnswer {
  status: number;
  /** The first bytes of the answer (at most ANSWER_BYTES_READ), as text. */
  body: string;
}

export interface WebhookPost {
  url: URL;
  /** The checked address: the connection goes there whatever the name resolves to by now. */
  address: LookupAddress;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

/**
 * One POST of a webhook, the one place the server calls partners' endpoints: to the checked
 * address only (the name still gives TLS its server name and the Host header), no redirect
 * followed (a 3xx is an answer like any other), no connection reused, at most 4 KiB read, and the
 * whole exchange within `timeoutMs`.
 */
export function postWebhook({ url, address, headers, body, timeoutMs }: WebhookPost): Promise<WebhookAnswer> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'OKR-Webhooks/1', ...headers },
      lookup: pinnedLookup(address),
    });
    const timer = setTimeout(() => request.destroy(new Error(`No complete answer within ${timeoutMs / 1000} s`)), timeoutMs);
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      outcome();
    };
    request.on('error', (error) => finish(() => reject(error)));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let read = 0;
      const done = () => finish(() => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).subarray(0, ANSWER_BYTES_READ).toString('utf8') }));
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        read += chunk.length;
        if (read >= ANSWER_BYTES_READ) {
          // Enough: the status is known and the rest of the answer is not ours to wait for.
          response.removeAllListeners('data');
          response.destroy();
          done();
        }
      });
      response.on('end', done);
      response.on('error', (error) => finish(() => reject(error)));
    });
    request.end(body);
  });
}
