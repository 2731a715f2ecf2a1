import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuthSessionResponse, CreateWebhookResponse } from '@okr/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchPostgres } from '../support/scratchPostgres';
import { isAlive, serverArgs, startProcess } from '../support/serverProcess';
import { databaseUrl } from '../support/testDatabase';
import { startWebhookReceiver } from './webhookReceiver';

// kill -9 of the API right after a committed change: the event, written in the change's own
// transaction, is delivered by the restarted process (issue 18). The receiver is down while the
// first process runs, so the event is committed and not delivered when the process is killed.

const pids: number[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const pid of pids) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  for (const cleanup of cleanups) await cleanup();
});

/** A port nothing listens on now (the receiver takes it later). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('a webhook event committed when the API is killed', () => {
  it('is delivered after a restart, signed, under the id it was written with', async () => {
    let storage: Record<string, string>;
    if (databaseUrl) {
      const scratch = await scratchPostgres('webhook_restart');
      cleanups.push(scratch.drop);
      storage = { DATABASE_URL: scratch.url };
    } else {
      const dataDir = mkdtempSync(join(tmpdir(), 'okr-webhook-restart-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      storage = { OKR_DATA_DIR: dataDir };
    }
    // The demo's Acme is on Pro and admin@demo.okr is its owner.
    const env = { ...storage, OKR_DEMO: '1', WEBHOOK_ALLOW_PRIVATE: '1', APP_URL: 'http://app.okr.test' };
    const first = startProcess(serverArgs, env);
    pids.push(first.child.pid ?? 0);
    const base = `http://127.0.0.1:${await first.listening}/api`;
    const post = (path: string, token: string, body: object) =>
      fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    const login = await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.okr', password: 'demo-password' }) });
    const session = (await login.json()) as AuthSessionResponse;
    const port = await freePort();
    const hook = await post(`/organizations/${session.organization!.id}/webhooks`, session.accessToken, { url: `http://127.0.0.1:${port}/in`, events: ['objective.created'] });
    expect(hook.status).toBe(201);
    const { secret } = (await hook.json()) as CreateWebhookResponse;
    const created = await post('/objectives', session.accessToken, { title: 'Survives kill -9' });
    expect(created.status).toBe(201);
    const objective = (await created.json()) as { id: string };
    first.child.kill('SIGKILL');
    await first.exited;

    const receiver = await startWebhookReceiver(() => secret, port);
    cleanups.push(receiver.stop);
    const second = startProcess(serverArgs, env);
    pids.push(second.child.pid ?? 0);
    await second.listening;
    // The first attempt failed (nothing listened) and waits 5 s; the restarted process sends it then.
    const deadline = Date.now() + 30_000;
    while (receiver.received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.verified).toMatchObject({ type: 'objective.created', data: { id: objective.id } });
    await new Promise((r) => setTimeout(r, 1500));
    expect(receiver.received).toHaveLength(1);
    second.child.kill('SIGTERM');
    await second.exited;
  }, 90_000);
});
