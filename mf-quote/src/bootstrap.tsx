import '@motohaul/design-system/styles.css';
import { renderStandalone } from '@motohaul/dev-harness';
import { standaloneRoutes } from './standalone/standalone-routes';

// Run alone on its own dev server (the shell loads the exposed pages instead).
renderStandalone(standaloneRoutes);
