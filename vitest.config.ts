import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium.mjs';


// One vitest run, several projects: `npm test` runs them all, each script can pick one.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { conditions: ['source', ...defaultClientConditions] },
        // Files under `@vitest-environment node` (server rendering) resolve through the SSR environment.
        ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/host/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            // The conformance table against the MSW handlers (its server twin runs in `api`).
            'conformance/mocks/**/*.test.ts',
          ],
          setupFiles: ['./vitest.setup.ts'],
          // Above vitest.setup.ts's 5 s for `findBy…`, so a missing element fails with its own message.
          testTimeout: 15_000,
        },
      },
      {
        // Node-side tests resolve through Vite's SSR environment, which has its own conditions.
        ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
        test: {
          name: 'api',
          environment: 'node',
          // The conformance table's server runner lives here, so CI runs it on PostgreSQL too.
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts', 'conformance/server/**/*.test.ts'],
          // PGlite is single-connection: one database per worker, files in a worker run in sequence.
          pool: 'forks',
          // The files of a worker share its modules, so its PGlite is loaded once, not once a file
          // (15 min → 6.5 min for the suite on this 2-core machine). The tests already share one
          // database on PostgreSQL; a test that needs a process's first build resets the modules
          // itself (test/auth/dummyHash.test.ts).
          isolate: false,
          // Tests that start server processes (each runs initdb on a new data folder) have taken
          // 30 s on a loaded 2-core CI machine: 90 s is a limit for a hang, not an expected time.
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
      {
        // Every story is a test: it must render, pass its play function and have no serious or
        // critical axe violation (.storybook/a11yRules.ts).
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
