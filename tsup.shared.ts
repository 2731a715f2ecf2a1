import { defineConfig, type Options } from 'tsup';

/**
 * Build settings shared by the published React packages: ESM with declarations, one entry per
 * embeddable component, peers left external, and the "use client" banner for RSC hosts.
 */
export function packageConfig(entry: Record<string, string>, overrides: Options = {}) {
  return defineConfig({
    entry,
    format: ['esm'],
    dts: true,
    clean: true,
    sourcemap: true,
    splitting: true,
    treeshake: true,
    target: 'es2022',
    banner: { js: '"use client";' },
    external: [/^react/, /^@radix-ui\//, /^@tanstack\//, /^zustand/, /^@okr\//, /^msw/],
    loader: { '.json': 'json' },
    ...overrides,
  });
}
