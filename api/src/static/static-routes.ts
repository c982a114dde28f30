import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import express, { type Request, type Response, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { isMalformedPath } from '@motohaul/contracts';
import { cookieValue, SESSION_COOKIE_NAME } from '../contexts/accounts/accounts-context';
import { apiNotFound } from '../http/not-found';
import { NUL_TEXT_MESSAGE } from '../http/reject-nul-characters';
import { allowInlineStyles } from '../http/security-headers';
import { robotsTxt, sitemapXml } from './crawler-files';
import { malformedPathPage, serverRenderedPages, type PageHtml } from './page-html';
import { matchSitePage, readSitePages } from './site-pages';
import { renderApi } from './render-client';
import { REMOTE_FOLDERS, type Remotes } from './remotes-map';
import { routeOwners, withRouteOwners } from './route-owners';
import { signedInPreloads, withPreloads } from './signed-in-preloads';

const LONG_CACHE = 'public, max-age=31536000, immutable';
/** Files whose name stays the same across builds must be revalidated; hashed ones never change. */
const ALWAYS_REVALIDATE = new Set(['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'index.html']);
const HASHED = /[.-][0-9a-f]{8,}\./i;
/** The site's icons keep their names across builds; browsers and crawlers ask for them often, so a day's cache. */
const ICONS = new Set(['favicon.ico', 'favicon.svg', 'icon-512.png', 'icon-192.png', 'badge-96.png']);
const DAY_CACHE = 'public, max-age=86400';
/** A source map's path, in any case (a precompressed copy asked for by name too). */
const SOURCE_MAP = /\.map(?:\.(?:br|gz))?$/i;

/** A precompressed copy is cached as the file it is a copy of. */
const originalName = (filePath: string) => path.basename(filePath).replace(/\.(?:br|gz)$/, '');

function setCacheHeaders(res: ServerResponse, filePath: string) {
  const name = originalName(filePath);
  if (ICONS.has(name)) {
    res.setHeader('Cache-Control', DAY_CACHE);
    return;
  }
  const immutable = !ALWAYS_REVALIDATE.has(name) && HASHED.test(name);
  res.setHeader('Cache-Control', immutable ? LONG_CACHE : 'no-cache');
}

/**
 * A build folder: each file as brotli or gzip when the browser accepts it and the build wrote the copy
 * (scripts/compress-build.mjs), with Content-Encoding and Vary: Accept-Encoding; the original otherwise.
 */
const serveBuild = (root: string) =>
  expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: { index: false, fallthrough: true, setHeaders: setCacheHeaders },
  });

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/**
 * A page is compressed as it is sent (its route owners change with a release), off the main thread: brotli at
 * quality 5 takes 3 to 9 ms for the largest page (57 KB, 10.6 KB sent), where quality 11 took 150 to 350 ms for
 * 9.7 KB (measured on this machine, issue 26 item 5): no copies are kept.
 */
const PAGE_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/** A page's HTML (its status, its head) in the encoding the browser accepts, always revalidated. */
async function sendPage(req: Request, res: Response, page: PageHtml) {
  res.status(page.status);
  res.setHeader('Cache-Control', page.personal ? 'no-store' : 'no-cache');
  // A page is rendered with the session's data (ADR 0086): the session cookie changes it.
  res.setHeader('Vary', 'Accept-Encoding, Cookie');
  res.type('html');
  allowInlineStyles(res, page.styleHashes);
  const encoding = req.acceptsEncodings('br', 'gzip');
  if (encoding === 'br' || encoding === 'gzip') res.setHeader('Content-Encoding', encoding);
  res.send(encoding === 'br' ? await brotli(page.html, PAGE_BROTLI) : encoding === 'gzip' ? await gzip(page.html) : page.html);
}

/** A small text file generated from the configuration, cached for an hour. */
const sendText = (res: Response, type: string, body: string) => {
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.type(type).send(body);
};

export interface StaticOptions {
  staticRoot: string;
  /** The remotes map and where the releases it names are (ADR 0075). */
  remotes: Remotes;
  /** PUBLIC_ORIGIN: the absolute URLs of the sitemap, robots.txt and the pages' sharing tags. */
  publicOrigin: string;
  /** How long a page's server render may take (ADR 0086); RENDER_TIME_LIMIT_MS when not given. */
  renderTimeLimitMs?: number;
}

/**
 * One-origin mode (DESIGN §1): /remotes.json, robots.txt and sitemap.xml, each remote's build under /remotes/<name>/,
 * releases under /releases/, and the shell's build; any other page path gets the shell's index.html with that page's
 * head, 200 on a front-end route and 404 on any other (ADR 0025), and which remote owns which page (ADR 0047).
 * Missing builds answer 404 instead of crashing, so the API runs (and is tested) without any front-end build.
 */
export function staticRoutes({ staticRoot, remotes, publicOrigin, renderTimeLimitMs }: StaticOptions): Router {
  const router = express.Router();
  const shellDist = path.join(staticRoot, 'shell', 'dist');

  // A path with a broken percent escape ('/quote-status/%E0%A4%A'), or a query with a NUL character (which no search
  // can hold: '/find-providers?q=%00' logged an error each time), is the client's error: 400 with the site's page,
  // which says the link is not valid (MalformedPathPage), or the JSON envelope for anything but a page.
  router.use(async (req, res, next) => {
    const nul = req.originalUrl.includes('?') && /%00/.test(req.originalUrl.slice(req.originalUrl.indexOf('?')));
    if (!nul && !isMalformedPath(req.path)) return next();
    const page = (req.method === 'GET' || req.method === 'HEAD') && req.accepts('html') ? malformedPathPage(path.join(shellDist, 'index.html')) : null;
    if (page) await sendPage(req, res, page);
    else res.status(400).json({ message: nul ? NUL_TEXT_MESSAGE : 'Malformed path' });
  });

  // Source maps are the whole front-end source: never served, whatever build or release holds one (issue 27; the
  // production builds keep them beside the scripts for debugging, without a sourceMappingURL).
  router.use((req, res, next) => (SOURCE_MAP.test(req.path) ? apiNotFound(req, res, next) : next()));

  router.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(remotes.map());
  });
  router.get('/robots.txt', (_req, res) => sendText(res, 'text/plain', robotsTxt(publicOrigin)));
  const folders = { staticRoot, releasesDir: remotes.releasesDir };
  router.get('/sitemap.xml', (_req, res) => sendText(res, 'application/xml', sitemapXml(publicOrigin, readSitePages(folders, remotes.map()))));

  for (const folder of REMOTE_FOLDERS) {
    router.use(`/remotes/${folder}`, serveBuild(path.join(staticRoot, folder, 'dist')));
  }
  // A miss under /remotes (a file, an unknown remote, any method) answers the JSON error envelope.
  router.use('/remotes', apiNotFound);
  const { fetchRelease } = remotes;
  if (fetchRelease) {
    router.use('/releases', async (req, _res, next) => {
      await fetchRelease(`/releases${req.path}`);
      next();
    });
  }
  router.use('/releases', serveBuild(folders.releasesDir));
  // So does a miss under /releases (a file no release holds).
  router.use('/releases', apiNotFound);

  router.use(serveBuild(shellDist));

  const pageHtml = serverRenderedPages({ ...folders, publicOrigin, timeLimitMs: renderTimeLimitMs });
  router.get(/.*/, async (req: Request, res: Response, next) => {
    if (!req.accepts('html')) return next();
    const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    const hasSession = cookieValue(req.get('cookie'), SESSION_COOKIE_NAME) !== null;
    // Who owns this path and the others, as the release /remotes.json names now (ADR 0047): the map read once per
    // request (ADR 0075), so the page's head, its render, its owners and its preloads name the same releases.
    const map = remotes.map();
    const sitePages = readSitePages(folders, map);
    const sitePage = matchSitePage(sitePages, req.path);
    const page = await pageHtml({ pathname: req.path, search, api: renderApi(req), hasSession, map, pages: sitePages });
    if (!page) {
      res.status(404).type('text/plain').send('The shell is not built yet: run `npm run build` or `npm start`.');
      return;
    }
    const owners = routeOwners(sitePages, map, req.path);
    // A signed-in user's page (ADR 0063) names the files its code would find one after another.
    const named = hasSession && page.status === 200;
    const chunk = named ? sitePage?.chunk : undefined;
    // A page drawn here carries its stylesheets inline (ADR 0066): only its scripts are named.
    const preloads = (named ? signedInPreloads({ shellDist, ...folders, owners, chunk, routedApp: !page.drawn }) : []).filter(
      ({ as }) => as === 'script' || page.styleHashes.length === 0,
    );
    await sendPage(req, res, withPreloads(withRouteOwners(page, owners), preloads));
  });

  return router;
}
