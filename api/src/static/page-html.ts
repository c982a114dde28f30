import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  MALFORMED_PATH_PAGE,
  pageHead,
  SERVER_STATE_ELEMENT_ID,
  type PageHead,
  type RemoteName,
  type ServerRenderResult,
  type ServerRenderState,
} from '@motohaul/contracts';
import { fileStamp } from './file-stamp';
import type { RenderTask } from './render-worker';
import { serverRenderer, type RemoteBuild, type ServerRendererOptions } from './server-render';
import { matchSitePage, type RemotePage } from './site-pages';

/** One page's HTML: the shell's index.html with that page's head (compressed as it is sent: static-routes.ts). */
export interface PageHtml {
  /**
   * 200 on a front-end route, 404 on any other path (the shell still draws its not-found page), 400 on a path that
   * cannot be decoded (the shell draws its invalid-link page).
   */
  status: 200 | 400 | 404;
  html: Buffer;
  /** CSP hash sources (`sha256-…`) of the inline `<style>` elements the page carries (a server-rendered page's CSS). */
  styleHashes: string[];
  /** The page carries one person's data (a status link's): sent with Cache-Control: no-store. */
  personal?: boolean;
  /** The server drew the page (its markup is in #root): the browser hydrates it without the routed app (ADR 0091). */
  drawn?: boolean;
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head tags of a page as HTML, one per line. */
export function headHtml(head: PageHead): string {
  const lines = [`<title>${escapeHtml(head.title)}</title>`];
  for (const tag of head.meta) lines.push(`<meta ${tag.attribute}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}" />`);
  if (head.canonical) lines.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  return lines.join('\n    ');
}

/** The build's own title, description and manifest link (rspack.base.js), replaced by the page's. */
const TEMPLATE_TITLE = /<title>[\s\S]*?<\/title>/i;
const TEMPLATE_DESCRIPTION = /\s*<meta\s+name="description"[^>]*>/gi;
const TEMPLATE_MANIFEST = /<link\s+rel="manifest"\s+href="[^"]*"\s*\/?>/i;

/** index.html with `head` in place of its title and description (before `</head>` when it has no title). */
export function withHead(indexHtml: string, head: PageHead): string {
  const tags = headHtml(head);
  const linked = head.manifest ? indexHtml.replace(TEMPLATE_MANIFEST, () => `<link rel="manifest" href="${escapeHtml(head.manifest!)}" />`) : indexHtml;
  const html = linked.replace(TEMPLATE_DESCRIPTION, '');
  if (TEMPLATE_TITLE.test(html)) return html.replace(TEMPLATE_TITLE, () => tags);
  return html.replace(/<\/head>/i, () => `${tags}\n  </head>`);
}

const htmlPage = (status: PageHtml['status'], text: string, styleHashes: string[] = []): PageHtml => ({ status, html: Buffer.from(text), styleHashes });

/**
 * The page of a path that cannot be decoded (400): the shell's index.html with the invalid-link head, not indexed. Read
 * when asked (a rare request); null when the shell is not built.
 */
export function malformedPathPage(shellIndex: string): PageHtml | null {
  let template: string;
  try {
    template = fs.readFileSync(shellIndex, 'utf8');
  } catch {
    return null;
  }
  const meta: PageHead['meta'] = [
    { attribute: 'name', key: 'description', content: MALFORMED_PATH_PAGE.description },
    { attribute: 'name', key: 'robots', content: 'noindex' },
  ];
  return htmlPage(400, withHead(template, { title: MALFORMED_PATH_PAGE.title, meta, canonical: null }));
}

/** JSON inside a `<script type="application/json">`: no `<` can close the element (a data block: the CSP allows no script). */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const EMPTY_ROOT = /<div id="?root"?><\/div>/i;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/i;

/** One stylesheet of a server-rendered page: its URL, and its text when it is put inline. */
export interface PageStylesheet {
  href: string;
  /** The CSS to inline (no round trip before the first paint); null: linked. */
  css: string | null;
  /**
   * The file's URL as its build's runtime names it, when that differs from `href`: a remote's runtime has an absolute
   * public path (its remoteEntry's URL), and takes a stylesheet as loaded only when a link's href starts with it.
   */
  runtimeHref?: string;
}

/** The CSP hash source of an inline `<style>`'s text. */
export const styleHashOf = (css: string) => `sha256-${createHash('sha256').update(css).digest('base64')}`;

const ROOT_END_ID = 'root-end';
/**
 * The markup of `#root` is not shown before it is parsed whole, i.e. before the element after it is (ADR 0037,
 * amended): on a slow network the browser lays out the part parsed so far, and the rest arriving then moves it (a
 * button measured with half its text, a centred list with one item: a layout shift). Hidden content does not count as
 * a shift; a browser without `:has()` drops the rule and shows the page as it arrives.
 */
export const HIDDEN_UNTIL_PARSED_CSS = `#root:not(:has(~ #${ROOT_END_ID})){visibility:hidden}`;
const HIDDEN_UNTIL_PARSED_HASH = styleHashOf(HIDDEN_UNTIL_PARSED_CSS);

/**
 * A server-rendered page (ADR 0037, ADR 0086): the page's index.html with its stylesheets in the head (inline where they
 * can be, so the first paint waits for no further request and no script), the state the render was made with (the
 * query cache it drew with, which the browser hydrates), and the rendered markup inside `#root` (the page reads without
 * JavaScript, so the noscript notice goes). An inline stylesheet is followed by a disabled link to its file, which the
 * browser does not fetch: the rspack and federation runtimes find it by its href and take the stylesheet as loaded,
 * instead of appending it again after the page's own (which would reorder the rules: a layout shift). A page the
 * server does not draw (`rootHtml` null) carries the state alone: the browser draws it, its first data at hand.
 */
export function withServerRender(pageHtml: string, rootHtml: string | null, state: ServerRenderState, stylesheets: PageStylesheet[]): string {
  const links = stylesheets
    .map(({ href, css, runtimeHref }) =>
      css === null
        ? `<link rel="stylesheet" href="${escapeHtml(href)}" />`
        : `<style data-href="${escapeHtml(href)}">${css}</style><link rel="stylesheet" href="${escapeHtml(runtimeHref ?? href)}" disabled />`,
    )
    .join('');
  const stateElement = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${scriptJson(state)}</script>`;
  if (rootHtml === null) return pageHtml.replace(EMPTY_ROOT, (root) => `${stateElement}${root}`);
  return pageHtml
    .replace(/<\/head>/i, () => `${links}<style>${HIDDEN_UNTIL_PARSED_CSS}</style></head>`)
    .replace(NOSCRIPT, '')
    .replace(EMPTY_ROOT, () => `${stateElement}<div id="root">${rootHtml}</div><template id="${ROOT_END_ID}"></template>`);
}

/**
 * A built stylesheet as a page carries it: inline (without its source-map comment) unless it refers to other files
 * (`url(…)`, relative to the stylesheet) or could close the element.
 */
function pageStylesheet(file: string, href: string): PageStylesheet {
  if (!fs.existsSync(file)) return { href, css: null };
  const css = fs.readFileSync(file, 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trim();
  return { href, css: /url\(|<\/style/i.test(css) ? null : css };
}

/**
 * The stylesheets of a server-rendered remote's build, from the build the page is drawn with (a page loads its own
 * with its code, lazily: the server cannot tell which files those are, so it carries the remote's few stylesheets whole).
 */
function remoteStylesheets(remotes: Record<string, RemoteBuild>, remote: RemoteName, publicOrigin: string): PageStylesheet[] {
  const build = remotes[remote];
  if (!build) return [];
  return fs
    .readdirSync(build.folder)
    .filter((file) => file.endsWith('.css'))
    .sort()
    .map((file) => {
      const href = `${build.url}${file}`;
      return { ...pageStylesheet(path.join(build.folder, file), href), runtimeHref: new URL(href, publicOrigin).href };
    });
}

/**
 * The build's own stylesheets are named with their content hash; an unhashed one was copied from the shell's public
 * folder for a page of its own (offline.css, the offline page's: it lays out `body` as a centred grid).
 */
const BUILT_STYLESHEET = /\.[0-9a-f]{8,}\.css$/i;

/** The shell's own stylesheets (its build's top-level stylesheets). */
const shellStylesheets = (shellDist: string) =>
  fs
    .readdirSync(shellDist)
    .filter((file) => BUILT_STYLESHEET.test(file))
    .sort()
    .map((file) => pageStylesheet(path.join(shellDist, file), `/${file}`));

/**
 * The HTML the server sends for a page path (crawlers run no JavaScript, so the head must be in it): the shell's
 * index.html with the head of the page the path matches among `pages` (the remotes' pages.json), absolute URLs from
 * PUBLIC_ORIGIN. A page's head depends only on the page, so each is rendered once per build of the
 * shell (a new index.html, by modification time and size, starts over). null: the shell is not built.
 */
export function pageHtmlRenderer({ shellIndex, publicOrigin }: { shellIndex: string; publicOrigin: string }) {
  let build: { stamp: string; template: string; pages: Map<string, PageHtml> } | null = null;
  return (pathname: string, pages: RemotePage[]): PageHtml | null => {
    let stamp: string;
    try {
      stamp = fileStamp(shellIndex);
    } catch {
      return null;
    }
    if (build?.stamp !== stamp) build = { stamp, template: fs.readFileSync(shellIndex, 'utf8'), pages: new Map() };
    const matched = matchSitePage(pages, pathname);
    const key = JSON.stringify(matched);
    let page = build.pages.get(key);
    if (!page) {
      page = htmlPage(matched === null ? 404 : 200, withHead(build.template, pageHead(matched, publicOrigin)));
      build.pages.set(key, page);
    }
    return page;
  };
}

export interface ServerRenderedPagesOptions extends ServerRendererOptions {
  publicOrigin: string;
}

/** What decides a page's HTML besides its path. */
export interface PageRequest {
  pathname: string;
  /** The query with its `?`, or ''. */
  search: string;
  /** Where the render's API requests go, as the page request's (its cookie, its client address: ADR 0086). */
  api: RenderTask['api'];
  /** The request carries a session cookie: the page may carry one person's data, so it is never stored. */
  hasSession: boolean;
  /** The request's remotes map, read once (ADR 0075), and the site's pages it names (readSitePages). */
  map: Record<string, string>;
  pages: RemotePage[];
}

/** An error's first line: a failed render is one line of the log. */
const firstLine = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).split('\n')[0];

/**
 * The HTML of a page path (ADR 0037, ADR 0086): the shell's index.html with the page rendered inside `#root` by the
 * shell's server bundle and the server bundle of the page's remote, of the release /remotes.json names (ADR 0044),
 * with the query cache the route's loaders filled; for a page the server does not draw (a remote without a server
 * bundle, a page not shown to this user), the index.html of `pageHtmlRenderer` with that cache alone. A render that
 * fails or runs past its time limit leaves the page to the browser, with one log line naming the remote and its
 * release. Each request is rendered afresh (its data is read then). null: the shell is not built.
 */
export function serverRenderedPages({ publicOrigin, ...renderOptions }: ServerRenderedPagesOptions) {
  const shellDist = path.join(renderOptions.staticRoot, 'shell', 'dist');
  const plainPage = pageHtmlRenderer({ shellIndex: path.join(shellDist, 'index.html'), publicOrigin });
  const renderer = serverRenderer(renderOptions);

  return async ({ pathname, search, api, hasSession, map, pages }: PageRequest): Promise<PageHtml | null> => {
    const plain = plainPage(pathname, pages);
    const page = matchSitePage(pages, pathname);
    if (!plain || plain.status !== 200 || !page) return plain;
    const build = renderer.build(map, page.remote);
    const builds = build ? { [page.remote]: build } : {};
    let result: ServerRenderResult | null;
    try {
      result = await renderer.render(`${pathname}${search}`, builds, api);
    } catch (error) {
      console.warn(`The server render of ${page.remote} (release ${build?.url ?? map[page.remote]}) failed at ${pathname}, so the browser draws it: ${firstLine(error)}`);
      return plain;
    }
    if (!result) return plain;
    // A page whose address is private (a status link) or a signed-in user's carries one person's data.
    const personal = hasSession || page.noindex === true;
    const stylesheets = result.rootHtml === null ? [] : [...shellStylesheets(shellDist), ...remoteStylesheets(builds, page.remote, publicOrigin)];
    const styleHashes = [...stylesheets.flatMap(({ css }) => (css === null ? [] : [styleHashOf(css)])), ...(result.rootHtml === null ? [] : [HIDDEN_UNTIL_PARSED_HASH])];
    const drawn = result.rootHtml !== null;
    return { ...htmlPage(200, withServerRender(plain.html.toString(), result.rootHtml, result.state, stylesheets), styleHashes), personal, drawn };
  };
}
