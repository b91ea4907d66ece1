import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '../../src/app/global.css';
import './admin.css';
import { createAdminRouter } from './app/router';
import { createAdminClient } from './lib/apollo-client';

const container = document.getElementById('admin');
if (!container) throw new Error('admin/index.html has no #admin element');

createRoot(container).render(
  <StrictMode>
    <ApolloProvider client={createAdminClient()}>
      <RouterProvider router={createAdminRouter()} />
    </ApolloProvider>
  </StrictMode>,
);
