import type { StandaloneRoutes } from '@motohaul/dev-harness';
import AdminPage from '../pages/admin/admin-page';

/** The pages mf-admin exposes, by the path each answers on when mf-admin runs alone. */
export const standaloneRoutes: StandaloneRoutes = [
  ['/', AdminPage],
  ['/admin', AdminPage],
  ['/admin/:tab', AdminPage],
];
