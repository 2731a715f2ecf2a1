import { createHash } from 'node:crypto';
import { chmodSync, unlinkSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The running server's local admin channel: a Unix socket beside the data folder (mode 0600), on
 * which `db:backup` and `db:export` ask the server that holds the folder for an online backup.
 * Authenticated by the file system: only the account running the server (or root) may connect,
 * and that account can read the data folder anyway. Nothing of it is reachable over the network.
 *
 * Protocol: the client sends one JSON line `{"command":"backup"}`; the server answers one JSON
 * line, `{"ok":true,"bytes":N}` followed by N bytes (a gzip tarball of the data directory), or
 * `{"ok":false,"error":"…"}`, then closes.
 */

/** Longest socket path Linux accepts (sun_path is 108 bytes with its terminating zero). */
const MAX_SOCKET_PATH = 100;

export function adminSocketPathFor(dataDir: string): string {
  if (process.platform === 'win32') {
    return `\\\\.\\pipe\\okr-admin-${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}`;
  }
  const beside = `${dataDir}.sock`;
  if (Buffer.byteLength(beside) <= MAX_SOCKET_PATH) return beside;
  return join(tmpdir(), `okr-admin-${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}.sock`);
}

export interface AdminHandlers {
  /** A consistent copy of the data directory, as PGlite's `dumpDataDir` (gzip) gives it. */
  backup(): Promise<Uint8Array>;
}

export interface AdminSocket {
  path: string;
  close(): Promise<void>;
}

function readLine(socket: Socket, limit = 4096): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const end = buffered.indexOf('\n');
      if (end >= 0 || buffered.length > limit) {
        socket.off('data', onData);
        socket.off('error', reject);
        socket.off('end', onEnd);
        if (end < 0) reject(new Error('request line too long'));
        else {
          const rest = buffered.slice(end + 1);
          if (rest) socket.unshift(Buffer.from(rest, 'utf8'));
          resolve(buffered.slice(0, end));
        }
      }
    };
    const onEnd = () => reject(new Error('connection closed before a full line'));
    socket.on('data', onData);
    socket.once('error', reject);
    socket.once('end', onEnd);
  });
}

/**
 * Listens on the admin socket of `dataDir`. Call only while holding the folder's lock: a socket
 * file already there is then a leftover of a dead server and is replaced.
 */
export async function serveAdminSocket(dataDir: string, handlers: AdminHandlers): Promise<AdminSocket> {
  const path = adminSocketPathFor(dataDir);
  if (process.platform !== 'win32') {
    try {
      unlinkSync(path);
    } catch {
      // No leftover.
    }
  }
  const open = new Set<Socket>();
  const server = createServer((socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => {});
    void (async () => {
      try {
        const request = JSON.parse(await readLine(socket)) as { command?: unknown };
        if (request.command !== 'backup') throw new Error(`unknown command ${JSON.stringify(request.command)}`);
        const bytes = await handlers.backup();
        socket.write(`${JSON.stringify({ ok: true, bytes: bytes.byteLength })}\n`);
        socket.end(bytes);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        socket.end(`${JSON.stringify({ ok: false, error: message })}\n`);
      }
    })();
  });
  // The socket file is created with the umask's mode, then narrowed before anyone is told of it.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
  if (process.platform !== 'win32') chmodSync(path, 0o600);
  return {
    path,
    // At shutdown: a backup still being sent is cut off (its client reports it cut short).
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of open) socket.destroy();
      }),
  };
}

/** Raised when no server answers on the admin socket of a folder (none runs, or an old build). */
export class NoAdminSocketError extends Error {}

/** Asks the server holding `dataDir` for an online backup; the gzip tarball of its data directory. */
export function requestOnlineBackup(dataDir: string, timeoutMs = 120_000): Promise<Buffer> {
  const path = adminSocketPathFor(dataDir);
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    const chunks: Buffer[] = [];
    let connected = false;
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer on ${path} within ${timeoutMs / 1000} s`)));
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify({ command: 'backup' })}\n`);
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && ['ENOENT', 'ECONNREFUSED', 'ENOTSOCK'].includes(error.code ?? '')) {
        reject(new NoAdminSocketError(`no server answers on ${path}`));
      } else reject(error);
    });
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const end = all.indexOf(0x0a);
      if (end < 0) return reject(new Error(`the server on ${path} closed the connection without an answer`));
      const header = JSON.parse(all.subarray(0, end).toString('utf8')) as { ok: boolean; bytes?: number; error?: string };
      if (!header.ok) return reject(new Error(`the server refused the backup: ${header.error ?? 'no reason given'}`));
      const body = all.subarray(end + 1);
      if (body.byteLength !== header.bytes) {
        return reject(new Error(`the backup was cut short (${body.byteLength} of ${header.bytes} bytes)`));
      }
      resolve(body);
    });
  });
}
