import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const forwarded = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Runs the server as a child and ties their lives together, so no server outlives `npm start`:
 * - SIGINT, SIGTERM and SIGHUP are forwarded; the wrapper exits with the server's code.
 * - The child gets an IPC channel: when this wrapper dies in any way (even `kill -9`) the channel
 *   closes and the server shuts down on its own (apps/api/src/lib/exitWithParent.ts).
 * - This wrapper watches its own parent (npm, sh): when that is killed, we are re-parented, and we
 *   stop the server the same way.
 */
export function superviseServer(command, args, { env = process.env, parentPollMs = 1000 } = {}) {
  const server = spawn(command, args, { stdio: ['inherit', 'inherit', 'inherit', 'ipc'], env });
  const handlers = forwarded.map((signal) => {
    const handler = () => server.kill(signal);
    process.on(signal, handler);
    return [signal, handler];
  });

  const originalParent = process.ppid;
  const parentWatch = setInterval(() => {
    if (process.ppid !== originalParent) {
      console.error('▶ The process that started the server is gone: stopping the server.');
      server.kill('SIGTERM');
    }
  }, parentPollMs);
  parentWatch.unref();

  server.on('exit', (code, signal) => {
    clearInterval(parentWatch);
    for (const [name, handler] of handlers) process.off(name, handler);
    // The shell convention for a child killed by a signal: 128 + its number.
    process.exit(code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : 1));
  });
  return server;
}
