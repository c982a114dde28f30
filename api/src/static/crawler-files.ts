import type { SitePage } from '@motohaul/contracts';

/** Paths crawlers are asked to keep out of: the signed-in pages and the API. */
export const DISALLOWED_PATHS = ['/dashboard', '/admin', '/api'];

/** robots.txt: public pages open, the dashboard, the admin panel and the API closed, and where the sitemap is. */
export const robotsTxt = (publicOrigin: string) =>
  [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicOrigin}/sitemap.xml`,
    '',
  ].join('\n');

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml (sitemaps.org 0.9): the public pages (the remotes' pages.json) at absolute URLs under PUBLIC_ORIGIN. */
export const sitemapXml = (publicOrigin: string, pages: SitePage[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages.filter((page) => page.public).map(({ path }) => `  <url><loc>${escapeXml(`${publicOrigin}${path}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
