import type { ServerResponse } from 'node:http';
import type { AuthSessionResponse, CreateWebhookResponse, WebhookDelivery } from '@okr/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seed/demoSeed';
import { scratchPostgres } from '../support/scratchPostgres';
import { isAlive, serverArgs, startProcess } from '../support/serverProcess';
import { databaseUrl } from '../support/testDatabase';
import { startWebhookReceiver } from './webhookReceiver';

// Several API processes deliver each event once under normal operation (issue 18): two processes
// on one PostgreSQL, both kicked by the changes they commit and both polling the same outbox. The
// receiver answers slowly, so both processes are delivering at the same moment (seen as more
// requests in flight than one process may send), and every `webhook-id` must arrive exactly once.

const EVENTS = 30;
/** Per process: more than this many requests in flight at once means both processes were delivering. */
const CONCURRENCY = 2;
const ANSWER_DELAY_MS = 150;

const pids: number[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const pid of pids) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  for (const cleanup of cleanups) await cleanup();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function api(base: string) {
  return async <T>(method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; body: T }> => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
}

describe.skipIf(databaseUrl === null)('webhooks with two API processes on one PostgreSQL', () => {
  it('deliver each event once, from both processes, signed', async () => {
    const database = await scratchPostgres('webhook_two_servers');
    cleanups.push(database.drop);
    const env = { DATABASE_URL: database.url, OKR_DEMO: '1', WEBHOOK_ALLOW_PRIVATE: '1', WEBHOOK_CONCURRENCY: String(CONCURRENCY), APP_URL: 'http://app.okr.test' };
    const [first, second] = [startProcess(serverArgs, env), startProcess(serverArgs, env)];
    pids.push(first.child.pid ?? 0, second.child.pid ?? 0);
    const a = api(`http://127.0.0.1:${await first.listening}`);
    const b = api(`http://127.0.0.1:${await second.listening}`);

    let secret = '';
    const receiver = await startWebhookReceiver(() => secret);
    cleanups.push(receiver.stop);
    let inFlight = 0;
    let maxInFlight = 0;
    const slowOk = (response: ServerResponse) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        response.end('ok');
      }, ANSWER_DELAY_MS);
    };
    receiver.answerNext(...Array.from({ length: EVENTS * 2 }, () => slowOk));

    // The demo's Acme is on Pro and admin@demo.okr is its owner; one session works on both processes.
    const login = await a<AuthSessionResponse>('POST', '/auth/login', undefined, { email: 'admin@demo.okr', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const { accessToken, organization } = login.body;
    const hook = await b<CreateWebhookResponse>('POST', `/organizations/${organization!.id}/webhooks`, accessToken, { url: receiver.url, events: ['objective.created'] });
    expect(hook.status, JSON.stringify(hook.body)).toBe(201);
    secret = hook.body.secret;

    // Half the changes on each process, all at once.
    const created = await Promise.all(
      Array.from({ length: EVENTS }, (_, i) => (i % 2 === 0 ? a : b)<{ id: string }>('POST', '/objectives', accessToken, { title: `Two servers ${i}` })),
    );
    expect(created.map((answer) => answer.status)).toEqual(Array.from({ length: EVENTS }, () => 201));

    const deadline = Date.now() + 30_000;
    while (receiver.received.length < EVENTS && Date.now() < deadline) await sleep(100);
    // Longer than a poll (2 s) and several answers: a second copy would have come by now.
    await sleep(3_000);

    const ids = receiver.received.map((got) => got.headers['webhook-id']);
    expect(receiver.received).toHaveLength(EVENTS);
    expect(new Set(ids).size).toBe(EVENTS);
    for (const got of receiver.received) {
      expect(got.verified).not.toBeInstanceOf(Error);
      expect((got.verified as { id: string }).id).toBe(got.headers['webhook-id']);
    }
    const objectiveIds = receiver.received.map((got) => ((got.verified as { data: { id: string } }).data.id));
    expect(new Set(objectiveIds)).toEqual(new Set(created.map((answer) => answer.body.id)));
    // One process sends at most CONCURRENCY at once: more means both were delivering.
    expect(maxInFlight).toBeGreaterThan(CONCURRENCY);

    const log = await a<WebhookDelivery[]>('GET', `/organizations/${organization!.id}/webhooks/${hook.body.webhook.id}/deliveries?limit=100`, accessToken);
    expect(log.body.map((delivery) => [delivery.status, delivery.attempts])).toEqual(Array.from({ length: EVENTS }, () => ['succeeded', 1]));

    first.child.kill('SIGTERM');
    second.child.kill('SIGTERM');
    await Promise.all([first.exited, second.exited]);
  }, 120_000);
});
