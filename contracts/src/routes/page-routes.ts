/** What a page says about itself in the document head. */
export interface PageMeta {
  title: string;
  description: string;
}

/**
 * A page's react-router `handle`, declared by the remote that owns the page (its `./routes` module): the head it
 * shows on a fresh load, and who may see it (spec §2.1). A page may refine its title for a state of its own.
 */
export interface PageHandle extends PageMeta {
  /** Open to search engines and sharing: listed in sitemap.xml, carries Open Graph and Twitter card tags. */
  public?: true;
  /** Kept out of search results (`<meta name="robots" content="noindex">`): a page whose address is private. */
  noindex?: true;
  /** In the signed-out set: what visitors and customers see (spec §2.1). */
  signedOut?: true;
  /** In the signed-in set: what providers, team members and the super admin see (spec §2.1). */
  signedIn?: true;
  /** The page a signed-in user sees on any path outside the signed-in set (spec §2.1: the dashboard). */
  signedInHome?: true;
  /**
   * The name of the page's code chunk, `page-…` (the `webpackChunkName` of its `page` import): a page the browser draws
   * names that chunk's files as preloads, from the build's page-chunks.json (ADR 0065).
   */
  chunk?: `page-${string}`;
  /**
   * The dashboard's pages: drawn on the server for a signed-in user too (mf-crm's server bundle carries them, ADR 0066),
   * with their loader's data (ADR 0086).
   */
  seedsDashboard?: true;
}

/**
 * What the shell hands a route's loader (ADR 0047): react-router's params and request, and the page's one QueryClient
 * (@tanstack/react-query's, a shared singleton: `QueryClient` is the remote's own import of its type).
 */
export interface RouteLoaderArgs<QueryClient = unknown> {
  params: Readonly<Record<string, string | undefined>>;
  request: Request;
  queryClient: QueryClient;
}

/**
 * A route of a remote's `./routes` module: a react-router route object (its `path` syntax, `index`, `children`,
 * `loader`, `errorElement`, `handle`) whose page loads on first visit (`page`, loaded by the shell, which shows a
 * retry when it fails). `page` answers the module whose default export is the page component (RemotePageProps).
 */
export interface RemoteRoute {
  path?: string;
  index?: true;
  handle?: PageHandle;
  page?: () => Promise<{ default: unknown }>;
  /**
   * Starts what the page needs first, while its code loads (ADR 0047): e.g. its first query into the QueryClient,
   * under the key the page reads. The navigation waits for what it returns, so a page with its own loading state does
   * not wait for its data here.
   */
  loader?(args: RouteLoaderArgs): unknown;
  /** What shows in place of the route when its loader or its page fails (react-router's errorElement): a React element. */
  errorElement?: unknown;
  children?: RemoteRoute[];
}

/** One page of a remote's build (its `pages.json`): the full route path and the handle. */
export interface SitePage extends PageHandle {
  path: string;
}

/** A child path under its parent's: `/dashboard` + `leads/:jobRef` is `/dashboard/leads/:jobRef`. */
export const joinPaths = (parent: string, path: string | undefined) =>
  path === undefined ? parent : path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;

/** The pages of a route tree, with their full paths (what a remote's build writes into its `pages.json`). */
export function sitePages(routes: readonly RemoteRoute[], parent = '/'): SitePage[] {
  return routes.flatMap((route) => {
    const path = joinPaths(parent, route.path);
    const own: SitePage[] = route.handle && route.page ? [{ ...route.handle, path }] : [];
    return [...own, ...sitePages(route.children ?? [], path)];
  });
}

/** Any path no page matches (spec §2.1, §8: '404 Page Not Found'). */
export const NOT_FOUND_PAGE: PageMeta = {
  title: '404 Page Not Found | MotoHaul',
  description: 'The page you are looking for does not exist or has moved.',
};

/** A path with a broken percent escape ('/quote-status/%E0%A4%A', a cut-off link): answered 400 with this page. */
export const MALFORMED_PATH_PAGE: PageMeta = {
  title: 'Invalid Link | MotoHaul',
  description: 'This link is not a valid web address: part of it is broken or cut off.',
};

/** Whether a URL path cannot be decoded (a malformed percent escape such as `%E0%A4%A` or `%ZZ`). */
export function isMalformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}
