import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The API (npm run dev starts it on PORT, 4000 by default) answers these paths; Vite serves the rest. */
const api = `http://localhost:${process.env.PORT || 4000}`;

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: their own chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
            { name: 'apollo', test: /node_modules[\\/](@apollo|@wry|graphql|optimism|rxjs|tslib|ts-invariant)[\\/]/ },
          ],
        },
      },
    },
  },
  optimizeDeps: {
    // The explorer's page (web/explorer) has its own build; the dev server pre-bundles the storefront's only.
    entries: ['index.html'],
  },
  server: {
    proxy: {
      '/graphql': api,
      '/media': api,
      '/esi-api': api,
      '/responses': api,
      '/requests': api,
      '/dev/mailbox': api,
      '/healthz': api,
      '/readyz': api,
    },
  },
});
