import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// `source` first: workspace packages are built from their src/, not from a stale dist/.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      // index.html: the app. public.html: only the script and stylesheet of the prerendered
      // public pages (scripts/prerender.tsx writes those pages, then removes public.html).
      input: { index: 'index.html', public: 'public.html' },
    },
  },
});
