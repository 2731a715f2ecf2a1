import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { closeWithin } from '../../src/lib/closeWithin';
import { sharedDatabase } from '../support/testDatabase';
import { testConfig } from '../support/testConfig';

let app: FastifyInstance;
let entered: () => void;
const slowEntered = new Promise<void>((resolve) => (entered = resolve));
let finishSlow: () => void = () => {};

beforeAll(async () => {
  const { db } = await sharedDatabase();
  app = await buildApp({ db, config: testConfig() });
  // A request in flight when the shutdown starts: it must still get its answer.
  app.get('/api/test-slow', { config: { guard: 'public' } }, async () => {
    entered();
    await new Promise<void>((resolve) => (finishSlow = resolve));
    return { finished: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  finishSlow();
  await app.close();
});

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Splits the raw bytes of several HTTP/1.1 responses (bodies sized by Content-Length). */
function parseResponses(raw: string): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = raw;
  while (rest.length > 0) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) break;
    const [statusLine = '', ...lines] = rest.slice(0, end).split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    const length = Number(headers['content-length'] ?? 0);
    responses.push({ status: Number(statusLine.split(' ')[1]), headers, body: rest.slice(end + 4, end + 4 + length) });
    rest = rest.slice(end + 4 + length);
  }
  return responses;
}

describe('shutdown', () => {
  it('finishes the request in flight and answers the ones arriving meanwhile 503 in the error shape', async () => {
    const { port } = app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (raw += chunk));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('GET /api/test-slow HTTP/1.1\r\nHost: test\r\n\r\n');
    await slowEntered;

    const closing = closeWithin(app, 5_000);
    // Same kept-alive connection, after the shutdown began.
    socket.write('GET /api/health HTTP/1.1\r\nHost: test\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    finishSlow();
    expect(await closing).toBe(true);
    await ended;

    const [slow, refused] = parseResponses(raw);
    expect(slow?.status).toBe(200);
    expect(JSON.parse(slow?.body ?? '')).toEqual({ finished: true });
    expect(refused?.status).toBe(503);
    expect(refused?.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused?.headers['content-type']).toContain('application/json');
    expect(JSON.parse(refused?.body ?? '')).toEqual({
      message: expect.any(String),
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it('cuts off a request that outlives the drain bound, so a shutdown cannot hang', async () => {
    const { db } = await sharedDatabase();
    const stuckApp = await buildApp({ db, config: testConfig() });
    let stuckEntered: () => void = () => {};
    const entered = new Promise<void>((resolve) => (stuckEntered = resolve));
    stuckApp.get('/api/test-stuck', { config: { guard: 'public' } }, async () => {
      stuckEntered();
      await new Promise(() => {}); // never answers
    });
    await stuckApp.listen({ port: 0, host: '127.0.0.1' });
    const { port } = stuckApp.server.address() as AddressInfo;
    const request = fetch(`http://127.0.0.1:${port}/api/test-stuck`).then(
      () => 'answered',
      () => 'cut off',
    );
    await entered;
    const startedAt = Date.now();
    expect(await closeWithin(stuckApp, 300)).toBe(false);
    expect(Date.now() - startedAt).toBeLessThan(3_000);
    expect(await request).toBe('cut off');
  });
});
