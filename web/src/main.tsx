import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import './app/global.css';

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      {/* No transitions: Apollo's useQuery asks while rendering, and a URL change rendered in a transition can be
          set aside for an urgent render of the old URL and rendered again, asking twice for the same page. */}
      <RouterProvider router={router} useTransitions={false} />
    </AppProviders>
  </StrictMode>,
);
