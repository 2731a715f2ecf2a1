import { defineConfig } from 'tsup';

// The server bundle: our own code and @okr/contract inlined, every npm dependency left external
// (PGlite loads its wasm and data files from its own package folder; argon2 ships a binary).
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    'cli/superadmin': 'src/cli/superadmin.ts',
    'cli/db': 'src/cli/db.ts',
    // The document extraction child process, started by the server beside its own bundle.
    'ai-extract-worker': 'src/modules/ai/extraction/extractWorker.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  dts: false,
  noExternal: [/^@okr\//],
  esbuildOptions(options) {
    // Bundle @okr/contract from its TypeScript sources, as tests and tsx do.
    options.conditions = ['source'];
  },
});
