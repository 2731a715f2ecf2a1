import { closeSync, fsyncSync, openSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** The parts of Emscripten's module and NODEFS this file reaches into (untyped by PGlite). */
interface EmscriptenStream {
  nfd?: number;
  node: unknown;
}
interface Nodefs {
  stream_ops: { fsync?: (stream: EmscriptenStream) => number };
  realPath(node: unknown): string;
  tryFSOperation<T>(operation: () => T): T;
}
interface EmscriptenModule {
  FS: { filesystems: { NODEFS: Nodefs } };
}
type PreRun = (module: EmscriptenModule) => void;

/**
 * PGlite's defaults trade durability for speed, twice: it starts PostgreSQL with `-F` (fsync off),
 * and its Node filesystem (Emscripten's NODEFS) has no `fsync` at all, so even with fsync on every
 * flush is a no-op and a commit only reaches the OS page cache (safe from `kill -9`, lost in an OS
 * crash or power cut). These start parameters turn PostgreSQL's fsync back on, with
 * `wal_sync_method=fsync` because Emscripten's `fdatasync` is a no-op where `fsync` is routed to
 * the filesystem's `stream_ops.fsync`, which DurableNodeFS provides.
 */
export const durableStartParams: string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
];

/**
 * NODEFS with a real `fsync(2)`: PostgreSQL's own flushes (the WAL at each commit, data files and
 * directories at checkpoints) reach the disk before the commit is acknowledged.
 */
export class DurableNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    /** Called with the host path of each file flushed (tests check that commits flush). */
    private readonly onFsync?: (path: string) => void,
  ) {
    super(dataDir);
  }

  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(...args);
    const opts = emscriptenOpts as { preRun?: PreRun[] };
    const addFsync: PreRun = (module) => {
      const nodefs = module.FS.filesystems.NODEFS;
      nodefs.stream_ops.fsync = (stream) =>
        nodefs.tryFSOperation(() => {
          const path = nodefs.realPath(stream.node);
          if (stream.nfd !== undefined) {
            fsyncSync(stream.nfd);
          } else {
            // Directories are opened without a host descriptor: a new file's name is durable only
            // once its directory is flushed.
            const fd = openSync(path, 'r');
            try {
              fsyncSync(fd);
            } finally {
              closeSync(fd);
            }
          }
          this.onFsync?.(path);
          return 0;
        });
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(opts.preRun ?? []), addFsync] } };
  }
}
