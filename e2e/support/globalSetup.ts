import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildPartnerApp } from '../partner/buildPartnerApp';
import { servePartnerApp } from '../partner/servePartnerApp';
import { startMailbox } from './mailbox';

const root = resolve(fileURLToPath(import.meta.url), '../../..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** A partner's portal on its own origin, embedding our packed packages (e2e/partner). */
    partnerUrl: string;
    /** What the test's SMTP server received, as JSON (e2e/support/mailbox.ts). */
    mailboxUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer ${url}/api/health within ${timeoutMs} ms`);
}

export default async function setup(project: TestProject) {
  const server = join(root, 'apps/api/dist/main.js');
  if (!existsSync(server) || !existsSync(join(root, 'apps/host/dist/index.html'))) {
    throw new Error('Build the product first (npm run setup): apps/api/dist or apps/host/dist is missing.');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'okr-e2e-'));
  const port = await freePort();
  // `localhost`, not 127.0.0.1: WebAuthn refuses an IP address as the relying party id, which the
  // API takes from APP_URL's host name (the passkey journey). The servers still listen on
  // 127.0.0.1, where this machine's `localhost` points (/etc/hosts); Chromium tries ::1 first and
  // falls back to it. The partner is on localhost too, so it stays same-site with the API (the
  // refresh cookie is SameSite=Strict), only another origin.
  const baseUrl = `http://localhost:${port}`;
  const partnerPort = await freePort();
  const partnerUrl = `http://localhost:${partnerPort}`;
  // The product sends its emails to a real SMTP server of the test's.
  const mailbox = await startMailbox();
  const child = spawn(process.execPath, [server], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      OKR_DATA_DIR: dataDir,
      OKR_DEMO: '1',
      // Every journey signs in from 127.0.0.1, some with wrong passwords on purpose: the sign-in
      // limits (failures per account and per address) are tested in the API suite.
      SIGN_IN_ACCOUNT_FAILURES: '1000',
      SIGN_IN_ADDRESS_FAILURES: '1000',
      // No forgiveness for a reused refresh token: the two-tab journey proves the client never
      // presents one twice (the grace window itself is tested in the API suite).
      REFRESH_REUSE_GRACE_SECONDS: '0',
      // The partner's portal calls the API from its own origin.
      CORS_ORIGINS: partnerUrl,
      NODE_ENV: 'production',
      SMTP_URL: mailbox.smtpUrl,
      MAIL_FROM: 'OKR <no-reply@okr.test>',
      APP_URL: baseUrl,
      // The single sign-on journey's OpenID provider runs on loopback http.
      SSO_ALLOW_HTTP: '1',
      // The team-conversation journey's Slack and Teams receivers run on loopback http (the operator's
      // switch for intranets; the refusal itself is tested in the API suite).
      WEBHOOK_ALLOW_PRIVATE: '1',
      // Mention emails gather a burst for 5 s, looked for every second, instead of 60 s and 30 s: the
      // batching is the same, the journey waits seconds, not a minute.
      MENTION_EMAIL_DELAY_SECONDS: '5',
      MENTION_EMAIL_POLL_SECONDS: '1',
    },
  });
  let partnerFolder: string;
  let partner: Awaited<ReturnType<typeof servePartnerApp>>;
  try {
    await waitForHealth(baseUrl, child);
    partnerFolder = await buildPartnerApp(`${baseUrl}/api`);
    partner = await servePartnerApp(partnerFolder, partnerPort);
  } catch (error) {
    // No teardown runs when the setup throws: without this the server outlives the run.
    child.kill('SIGTERM');
    await mailbox.close();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('mailboxUrl', mailbox.mailboxUrl);
  project.provide('partnerUrl', partnerUrl);

  return async () => {
    partner.close();
    rmSync(resolve(partnerFolder, '../..'), { recursive: true, force: true });
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    await mailbox.close();
  };
}
