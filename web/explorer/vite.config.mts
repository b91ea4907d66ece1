import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The API explorer (GraphiQL), served by the API at GET /graphql. It is a build of its own, run after the
 * storefront's into the same web/dist: no chunk is shared, so the storefront's output is byte for byte
 * what it is without the explorer, and nothing of GraphiQL can reach the home page.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist', import.meta.url)),
    // The storefront's build, which runs first, has just emptied web/dist.
    emptyOutDir: false,
    // Hashed like the storefront's assets (served as immutable) but in a folder of their own.
    assetsDir: 'assets/explorer',
    target: 'es2022',
    // Monaco alone is over a megabyte; this page is a developer tool, loaded only at /graphql.
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      input: fileURLToPath(new URL('./index.html', import.meta.url)),
      onLog(level, log, handler) {
        // GraphiQL's React Compiler output starts modules with "use no memo", which bundling drops harmlessly.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.id?.includes('node_modules')) return;
        handler(level, log);
      },
    },
  },
});
