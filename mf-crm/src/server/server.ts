// mf-crm's server bundle (rspack.base.js, `server/server.cjs` in its build folder, ADR 0044, ADR 0066, ADR 0086): the
// dashboard's pages, which the shell's server render draws for a signed-in provider with what their loader asks for
// (and for a visitor, 'Provider Access Required'). Its other pages are forms, drawn by the browser: a field typed in before
// the code had loaded would be put back by the next render (ADR 0052 shows what a form needs for that).
import type { RemoteRoute } from '@motohaul/contracts';
import { routes as crmRoutes } from '../routes/routes';

/** The routes of the pages drawn on the server (their handle's `seedsDashboard`), under their parents. */
const dashboardPages = (tree: readonly RemoteRoute[]): RemoteRoute[] =>
  tree.flatMap((route) => {
    if (route.children) {
      const children = dashboardPages(route.children);
      return children.length > 0 ? [{ ...route, children }] : [];
    }
    return route.handle?.seedsDashboard ? [route] : [];
  });

export const routes = dashboardPages(crmRoutes);
