import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders, createPageClient } from './app/providers';
import { createAppRouter } from './app/router';
import { readServerState } from './app/server/server-state';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// Public pages come rendered by the server with the answers they were rendered from; private ones as the shell.
// No top-level await: shared code would then have to leave the entry chunk (a lazy chunk importing the entry
// while the entry awaits it would never settle), and the first load would fetch many more files.
void (async (root: HTMLElement) => {
  const serverState = readServerState();
  const router = await createAppRouter(serverState !== null);
  const app = (
    <StrictMode>
      <AppProviders client={createPageClient(serverState)}>
        {/* No transitions: Apollo's useQuery asks while rendering, and a URL change rendered in a transition can be
            set aside for an urgent render of the old URL and rendered again, asking twice for the same page. */}
        <RouterProvider router={router} useTransitions={false} />
      </AppProviders>
    </StrictMode>
  );
  // Hydrating in a transition lets React yield every few milliseconds, so the page answers a tap meanwhile
  // instead of one long task (the rendered page is already on screen).
  if (serverState) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
})(container);
