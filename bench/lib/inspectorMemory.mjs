// The memory of another Node process on this machine, read over its inspector (started with
// `--inspect=127.0.0.1:<port>`): a full garbage collection first, then `process.memoryUsage()`.
// No route of the measured server is involved. RSS is also read from /proc/<pid>/status.
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';

/** The resident set of a process in bytes, from /proc (0 off Linux). */
export function residentBytes(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.split(/\s+/)[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * Connects to the inspector on `port`; `sample()` answers `process.memoryUsage()` after a GC, and
 * `handles`: the process's active resources by type (`TCPSocketWrap`, `Timeout`, …), where a
 * stream that did not let go of its socket or its heartbeat shows.
 */
export async function attachInspector(port) {
  let targets;
  for (let i = 0; i < 40 && !targets; i += 1) {
    try {
      targets = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  if (!targets?.length) throw new Error(`no inspector on port ${port}`);
  const socket = new WebSocket(targets[0].webSocketDebuggerUrl);
  await new Promise((done, fail) => {
    socket.once('open', done);
    socket.once('error', fail);
  });
  let next = 0;
  const pending = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.error) waiter.fail(new Error(`${message.error.message} (inspector)`));
    else waiter.done(message.result);
  });
  const call = (method, params = {}) =>
    new Promise((done, fail) => {
      next += 1;
      pending.set(next, { done, fail });
      socket.send(JSON.stringify({ id: next, method, params }));
    });
  return {
    async sample() {
      await call('HeapProfiler.collectGarbage');
      const expression = 'JSON.stringify({ ...process.memoryUsage(), resources: process.getActiveResourcesInfo() })';
      const { result } = await call('Runtime.evaluate', { expression, returnByValue: true });
      const { resources, ...usage } = JSON.parse(result.value);
      const handles = {};
      for (const type of resources) handles[type] = (handles[type] ?? 0) + 1;
      return { ...usage, handles };
    },
    close: () => socket.close(),
  };
}
