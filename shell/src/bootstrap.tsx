import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@motohaul/design-system/styles.css';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { ensureRemotesRegistered } from './remotes/remotes-registry';

// Fetch /remotes.json while the session loads; a failure surfaces in the page that needs the remote.
ensureRemotesRegistered().catch((error: unknown) => console.warn('Remotes could not be registered:', error));

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={createQueryClient()} />
    </StrictMode>,
  );
}
