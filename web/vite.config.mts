import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';
import { ageCheckScript } from './src/app/age-gate/age-check-script';
import { FIRST_PAINT_SCRIPT } from './src/config/first-paint';

const root = fileURLToPath(new URL('.', import.meta.url));

/** /first-paint.js (index.html's one classic script), written from the age gate's rules, in the build and in dev. */
function firstPaint(): Plugin {
  return {
    name: 'first-paint',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: FIRST_PAINT_SCRIPT.slice(1), source: ageCheckScript() });
    },
    configureServer(server) {
      server.middlewares.use(FIRST_PAINT_SCRIPT, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(ageCheckScript());
      });
    },
  };
}
/**
 * The API (npm run dev starts it on PORT, 4000 by default) answers these paths; Vite serves the rest. The page's
 * Host is passed on unchanged (Vite's string form would rewrite it to the API's), so the API sees a request from
 * the dev server's own page as from its own origin and does not refuse it as cross-site.
 */
const api = { target: `http://localhost:${process.env.PORT || 4000}`, changeOrigin: false };

/**
 * The server's renderer (`vite build --ssr src/entry-server.tsx`, after the client build): one CommonJS file
 * with every library inside, since the production image installs no devDependencies; the API loads it
 * from web/dist/ssr/, which the static handler never serves.
 */
/**
 * The app's scripts at low fetch priority: a page the server rendered paints without them, so the stylesheet
 * and the pictures above the fold go first and the scripts (which hydrate it) take the rest of the line.
 */
function scriptsAfterPaint(): Plugin {
  return {
    name: 'scripts-after-paint',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<(script type="module"|link rel="modulepreload")/g, (tag) => `${tag} fetchpriority="low"`),
    },
  };
}

const serverBuild = defineConfig({
  root,
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: fileURLToPath(new URL('./dist/ssr', import.meta.url)),
    emptyOutDir: false,
    target: 'node20',
    rolldownOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false } },
  },
});

const clientBuild = defineConfig({
  root,
  plugins: [react(), firstPaint(), scriptsAfterPaint()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // One stylesheet for every page (about 12 kB brotli), linked from index.html: a page the server rendered
    // is styled at its first paint, not when its route's chunk arrives (which shifted the whole layout).
    cssCodeSplit: false,
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

export default defineConfig((env) => (env.isSsrBuild ? serverBuild : clientBuild));
