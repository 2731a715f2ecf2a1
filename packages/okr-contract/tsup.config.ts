import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', schemas: 'src/schemas.ts', demo: 'src/demo.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  splitting: true,
  treeshake: true,
  target: 'es2022',
});
