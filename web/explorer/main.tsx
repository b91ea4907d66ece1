// Monaco's editor, JSON and GraphQL workers, bundled by Vite from this origin.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './explorer.css';
import { GraphiQL, HISTORY_PLUGIN } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { explorerFetcher } from './fetcher';

const SHOP_QUERY = `# The storefront's GraphQL API. Press Ctrl-Enter (Cmd-Enter) to run.
# Signed in to the storefront in this browser? Then \`me\` answers with your account.
{
  menuGroups {
    name
  }
}
`;

const ADMIN_QUERY = `# The back office's GraphQL API. Press Ctrl-Enter (Cmd-Enter) to run.
# Signed in to the back office (/admin) in this browser? Then \`me\` answers with your staff account.
{
  me {
    name
    role
    permissions
  }
}
`;

const DEFAULT_QUERY = window.location.pathname.startsWith('/admin-api') ? ADMIN_QUERY : SHOP_QUERY;

const container = document.getElementById('explorer');
if (!container) throw new Error('explorer/index.html has no #explorer element');

createRoot(container).render(
  <StrictMode>
    <GraphiQL fetcher={explorerFetcher} plugins={[HISTORY_PLUGIN]} defaultQuery={DEFAULT_QUERY} />
  </StrictMode>,
);
