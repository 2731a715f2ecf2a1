import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUrl } from '../support/testDatabase';
import { isAlive, lockHolder, parentPid, repoRoot, serverArgs, startProcess, waitFor } from '../support/serverProcess';

const root = mkdtempSync(join(tmpdir(), 'okr-process-'));
const started: number[] = [];
afterAll(() => {
  // Never leave a server behind, even when an assertion failed half-way.
  for (const pid of started) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

/** `scripts/start.mjs`'s supervision, without its install and build steps. */
const wrapper = [
  '--input-type=module',
  '-e',
  `const { superviseServer } = await import(${JSON.stringify(join(repoRoot, 'scripts/lib/superviseServer.mjs'))});
   superviseServer(process.execPath, ${JSON.stringify(serverArgs)}, { parentPollMs: 200 });`,
];

async function startWrapped(name: string) {
  const dataDir = join(root, name);
  const wrapped = startProcess(wrapper, { OKR_DATA_DIR: dataDir });
  await wrapped.listening;
  const serverPid = lockHolder(dataDir);
  expect(serverPid).not.toBeNull();
  expect(serverPid).not.toBe(wrapped.child.pid);
  started.push(wrapped.child.pid ?? 0, serverPid ?? 0);
  return { ...wrapped, dataDir, serverPid: serverPid ?? 0 };
}

describe.skipIf(databaseUrl !== null)('the server process under npm start', () => {
  it('stops cleanly when the wrapper is killed with SIGKILL: no orphan, lock released', async () => {
    const server = await startWrapped('kill9');
    server.child.kill('SIGKILL');
    await waitFor(() => !isAlive(server.serverPid), 15_000, 'the server to exit');
    // Released by the graceful shutdown, not left for the next start to recover.
    expect(lockHolder(server.dataDir)).toBeNull();
  });

  it('forwards SIGTERM to the server and exits with it', async () => {
    const server = await startWrapped('sigterm');
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(isAlive(server.serverPid)).toBe(false);
    expect(lockHolder(server.dataDir)).toBeNull();
    expect(server.output()).toContain('SIGTERM: shutting down');
  });

  it('stops the server when the process above the wrapper (npm, sh) is killed with SIGKILL', async () => {
    const dataDir = join(root, 'grandparent');
    // `; true` keeps sh alive above the wrapper instead of exec-ing it, as npm's shell does.
    const quoted = wrapper.map((arg) => `'${arg.replaceAll("'", `'\\''`)}'`).join(' ');
    const shell = startProcess(['-c', `'${process.execPath}' ${quoted}; true`], { OKR_DATA_DIR: dataDir }, '/bin/sh');
    await shell.listening;
    const serverPid = lockHolder(dataDir) ?? 0;
    const wrapperPid = parentPid(serverPid);
    started.push(shell.child.pid ?? 0, wrapperPid, serverPid);
    expect(wrapperPid).not.toBe(shell.child.pid);

    shell.child.kill('SIGKILL');
    await waitFor(() => !isAlive(serverPid) && !isAlive(wrapperPid), 15_000, 'the wrapper and the server to exit');
    expect(lockHolder(dataDir)).toBeNull();
  });
});
