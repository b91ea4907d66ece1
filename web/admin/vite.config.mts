import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API (npm run dev starts it on PORT, 4000 by default) answers the admin API. */
const api = `http://localhost:${process.env.PORT || 4000}`;

/**
 * The back office, served by the API at /admin: a build of its own, run after the storefront's into the same
 * web/dist, so no chunk of it can reach the shop and the shop's output is what it is without it. It shares the
 * shop's components and styles by importing them from web/src.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist', import.meta.url)),
    // The storefront's build, which runs first, has just emptied web/dist.
    emptyOutDir: false,
    // Hashed like the storefront's assets (served as immutable) but in a folder of their own.
    assetsDir: 'assets/admin',
    target: 'es2022',
    rolldownOptions: {
      input: fileURLToPath(new URL('./index.html', import.meta.url)),
      output: {
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
  server: { proxy: { '/admin-api': api, '/media': api } },
});
