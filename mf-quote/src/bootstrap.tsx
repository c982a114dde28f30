import '@motohaul/design-system/styles.css';
import { renderStandalone } from '@motohaul/dev-harness';
import { routes } from './routes/routes';

// Run alone on its own dev server (the shell loads the exposed routes instead).
renderStandalone(routes);
