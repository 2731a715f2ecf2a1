import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchPostgres } from '../support/scratchPostgres';
import { isAlive, serverArgs, startProcess } from '../support/serverProcess';
import { databaseUrl } from '../support/testDatabase';
import { isSignUpVerification, startTestSmtpServer } from '../support/testSmtpServer';

// kill -9 of the API between the commit that queued an email and its delivery: after a restart the
// email is delivered, once (issue 17). The SMTP server is down while the first process runs, so
// the email is committed and not sent when the process is killed.

const pids: number[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const pid of pids) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  for (const cleanup of cleanups) await cleanup();
});

describe('an email committed when the API is killed', () => {
  it('is delivered after a restart, once per Message-ID', async () => {
    const smtp = await startTestSmtpServer(0, { ignore: isSignUpVerification });
    await smtp.stop();
    let storage: Record<string, string>;
    if (databaseUrl) {
      const scratch = await scratchPostgres('email_restart');
      cleanups.push(scratch.drop);
      storage = { DATABASE_URL: scratch.url };
    } else {
      const dataDir = mkdtempSync(join(tmpdir(), 'okr-email-restart-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      storage = { OKR_DATA_DIR: dataDir };
    }
    const env = { ...storage, SMTP_URL: smtp.url, APP_URL: 'http://app.okr.test', OKR_DEMO: '0' };
    const first = startProcess(serverArgs, env);
    pids.push(first.child.pid ?? 0);
    const base = `http://127.0.0.1:${await first.listening}/api`;
    const email = `restart-${Date.now()}@okr.test`;
    const registered = await fetch(`${base}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse battery', firstName: 'Kill', lastName: 'Nine' }),
    });
    expect(registered.status).toBe(201);
    const asked = await fetch(`${base}/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(asked.status).toBe(202);
    first.child.kill('SIGKILL');
    await first.exited;

    await smtp.start();
    const second = startProcess(serverArgs, env);
    pids.push(second.child.pid ?? 0);
    await second.listening;
    // The first attempt failed (server down) and waits 5 s; the restarted process sends it then.
    const mails = await smtp.waitFor(email, 1, 30_000);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Reset your OKR password');
    // Nothing else arrives for it.
    await new Promise((r) => setTimeout(r, 2000));
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes(email))).toHaveLength(1);
    second.child.kill('SIGTERM');
    await second.exited;
    await smtp.stop();
  }, 90_000);
});
