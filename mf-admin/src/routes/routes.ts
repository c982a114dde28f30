import { createElement } from 'react';
import type { PageHandle, RemoteRoute } from '@motohaul/contracts';
import { RouteErrorPage } from '@motohaul/platform';

/** /admin is reachable in both sets by any visitor, gated by its own admin login (spec §2.1). */
export const ADMIN_TITLE = 'Admin Dashboard | MotoHaul';
const ADMIN: PageHandle = { title: ADMIN_TITLE, description: 'MotoHaul administration.', signedOut: true, signedIn: true };
const adminPage = () => import('../pages/admin/admin-page');
/** What shows when a route's loader or page fails: the clear error page with a retry (ADR 0047). */
const errorElement = createElement(RouteErrorPage);

/**
 * mf-admin's pages (exposed as `./routes`): the only place they are declared. The shell mounts them in its router,
 * the server answers their paths and writes their heads from this build's pages.json.
 */
export const routes: RemoteRoute[] = [
  { path: '/admin', page: adminPage, errorElement, handle: ADMIN },
  // Each tab has its own URL (ADR 0009).
  { path: '/admin/:tab', page: adminPage, errorElement, handle: ADMIN },
];

export default routes;
