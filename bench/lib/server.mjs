// The built API server for a benchmark: a fresh PGlite folder with the demo data, a free port,
// logs in a file beside the folder. `npm run build` first.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(fileURLToPath(import.meta.url), '../../..');

export function freePort() {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/**
 * Starts `apps/api/dist/main.js`; `env` adds to (or overrides) the defaults. `scratch` reuses the
 * folder of an earlier start (its `pglite` data directory), as left by `stop({ keepData: true })`.
 */
export async function startServer(env = {}, { scratch = mkdtempSync(join(tmpdir(), 'okr-bench-')) } = {}) {
  const port = await freePort();
  const log = openSync(join(scratch, 'server.log'), 'a');
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      OKR_DATA_DIR: join(scratch, 'pglite'),
      OKR_DEMO: '1',
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  closeSync(log);
  const base = `http://127.0.0.1:${port}/api`;
  let up = false;
  for (let i = 0; i < 480 && !up; i += 1) {
    try {
      up = (await fetch(`${base}/health`)).ok;
    } catch {
      // not up yet
    }
    if (!up) await new Promise((r) => setTimeout(r, 250));
  }
  if (!up) {
    child.kill();
    throw new Error(`the API server did not start (log: ${join(scratch, 'server.log')})`);
  }
  return {
    base,
    port,
    pid: child.pid,
    scratch,
    dataDir: join(scratch, 'pglite'),
    logPath: join(scratch, 'server.log'),
    /** Stops the server and waits for it to exit; `keepData` leaves the folder for the next start. */
    stop: async ({ keepData = false } = {}) => {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill();
      await exited;
      if (!keepData) rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** An access token of a demo account. */
export async function signIn(base, email = 'admin@demo.okr') {
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo-password' }),
  });
  if (!login.ok) throw new Error(`sign-in of ${email} failed: ${login.status}`);
  return (await login.json()).accessToken;
}
