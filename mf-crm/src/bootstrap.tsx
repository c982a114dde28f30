import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@motohaul/design-system/styles.css';
import { StandaloneApp } from './standalone/standalone-app';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <StandaloneApp />
    </StrictMode>,
  );
}
