import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser journeys run against the built product (`apps/api/dist` serving `apps/host/dist`),
// started once on a free port with a fresh database and the demo data.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Journeys read the product's tables (`pagePaths` of @okr/contract) from their sources: no stale build.
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'e2e',
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['./support/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
