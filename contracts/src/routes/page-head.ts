import { NOT_FOUND_PAGE, type SitePage } from './page-routes';

export const SITE_NAME = 'MotoHaul';
/** The square brand image sharing cards show (the shell's build, shell/public). */
export const SHARING_IMAGE_PATH = '/icon-512.png';

/** One `<meta>` of the head: `name` for the description and Twitter card, `property` for Open Graph. */
export interface MetaTag {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

/** Everything a page puts in the document head; the server writes it into the HTML, the client into the DOM. */
export interface PageHead {
  title: string;
  meta: MetaTag[];
  /** The page's one URL (public pages only): `<link rel="canonical">` and og:url. */
  canonical: string | null;
  /**
   * The web app manifest the page links (issue 45 item 11): a rider who installs from a public page gets the site,
   * opening at '/'; a provider who installs from the dashboard or its sign-in gets the dashboard. Left out: the
   * build's own link stays (the site's).
   */
  manifest?: string;
}

/** The site's manifest (id and start_url '/') and the providers' (id and start_url '/dashboard'), in shell/public. */
export const SITE_MANIFEST = '/manifest.webmanifest';
export const DASHBOARD_MANIFEST = '/dashboard.webmanifest';

/** The manifest a path links: the dashboard's for the provider's pages and their sign-in, the site's for the rest. */
export const manifestFor = (path: string) =>
  /^\/(dashboard|login|provider-signup|auth)(\/|$)/.test(path) ? DASHBOARD_MANIFEST : SITE_MANIFEST;

/** The tags the head holds for a page and no other: a new page's head replaces every one of them. */
export const isPageMetaTag = (attribute: string, key: string) =>
  (attribute === 'name' && (key === 'description' || key === 'robots' || key.startsWith('twitter:'))) ||
  (attribute === 'property' && key.startsWith('og:'));

/**
 * The head of a page (null: the not-found page) served from `origin` (no trailing slash): title and description on
 * every page; on a public page also its canonical URL (its path), Open Graph and a Twitter summary card.
 */
export function pageHead(page: SitePage | null, origin: string): PageHead {
  const shown = page ?? NOT_FOUND_PAGE;
  const meta: MetaTag[] = [{ attribute: 'name', key: 'description', content: shown.description }];
  if (page?.noindex) meta.push({ attribute: 'name', key: 'robots', content: 'noindex' });
  const manifest = manifestFor(page?.path ?? '');
  if (!page?.public) return { title: shown.title, meta, canonical: null, manifest };
  const url = `${origin}${page.path}`;
  const og = (key: string, content: string): MetaTag => ({ attribute: 'property', key: `og:${key}`, content });
  const twitter = (key: string, content: string): MetaTag => ({ attribute: 'name', key: `twitter:${key}`, content });
  meta.push(
    og('type', 'website'),
    og('site_name', SITE_NAME),
    og('title', page.title),
    og('description', page.description),
    og('url', url),
    og('image', `${origin}${SHARING_IMAGE_PATH}`),
    og('image:alt', `${SITE_NAME} logo`),
    og('locale', 'en_AU'),
    twitter('card', 'summary'),
    twitter('title', page.title),
    twitter('description', page.description),
  );
  return { title: page.title, meta, canonical: url, manifest };
}
