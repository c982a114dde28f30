import { sitePages, type RemoteRoute, type SitePage } from '@motohaul/contracts';

/**
 * The site's pages as the remotes declare them (their `./routes` modules, ADR 0043). Imported by a computed path, so
 * type checking does not follow the routes into the remotes' pages (CSS modules and all).
 */
const routesOf = async (remote: string) =>
  ((await import(`../../${remote}/src/routes/routes.ts`)) as { routes: RemoteRoute[] }).routes;

export const SITE_PAGES: SitePage[] = (
  await Promise.all(['mf-public', 'mf-quote', 'mf-crm', 'mf-admin'].map(routesOf))
).flatMap((routes) => sitePages(routes));

/** The page declared at a route path (throws for a path no remote declares). */
export function sitePage(path: string): SitePage {
  const page = SITE_PAGES.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No remote declares a page at ${path}`);
  return page;
}

/** The public pages without parameters (the sitemap's). */
export const PUBLIC_PATHS = SITE_PAGES.filter((page) => page.public && !page.path.includes(':')).map((page) => page.path);
