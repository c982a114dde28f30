import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@motohaul/design-system/styles.css';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { ensureRemotesRegistered } from './remotes/remotes-registry';
import { seededQueryClient } from './server/seeded-query-client';
import { readServerState } from './server/server-state';

// Fetch /remotes.json while the session loads; a failure surfaces in the page that needs the remote.
ensureRemotesRegistered().catch((error: unknown) => console.warn('Remotes could not be registered:', error));

const root = document.getElementById('root');
if (root) {
  const state = readServerState(root);
  if (state) {
    // A server-rendered public page (ADR 0037): hydrated with the state it was drawn with; its markup stays on
    // screen while the remote's code loads. A remote released since whose markup differs is drawn again by the
    // browser (a recoverable error, logged as a warning).
    hydrateRoot(
      root,
      <StrictMode>
        <App queryClient={seededQueryClient(state)} />
      </StrictMode>,
      { onRecoverableError: (error) => console.warn('The server-rendered page was drawn again by the browser:', error) },
    );
  } else {
    createRoot(root).render(
      <StrictMode>
        <App queryClient={createQueryClient()} />
      </StrictMode>,
    );
  }
}
