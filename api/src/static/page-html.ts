import fs from 'node:fs';
import zlib from 'node:zlib';
import { matchSitePattern, pageHead, type PageHead, type SitePattern } from '@motohaul/contracts';

/** One page's HTML: the shell's index.html with that page's head, and its compressed copies. */
export interface PageHtml {
  /** 200 on a front-end route, 404 on any other path (the shell still draws its not-found page). */
  status: 200 | 404;
  html: Buffer;
  br: Buffer;
  gz: Buffer;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head tags of a page as HTML, one per line. */
export function headHtml(head: PageHead): string {
  const lines = [`<title>${escapeHtml(head.title)}</title>`];
  for (const tag of head.meta) lines.push(`<meta ${tag.attribute}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}" />`);
  if (head.canonical) lines.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  return lines.join('\n    ');
}

/** The build's own title and description (rspack.base.js), replaced by the page's. */
const TEMPLATE_TITLE = /<title>[\s\S]*?<\/title>/i;
const TEMPLATE_DESCRIPTION = /\s*<meta\s+name="description"[^>]*>/gi;

/** index.html with `head` in place of its title and description (before `</head>` when it has no title). */
export function withHead(indexHtml: string, head: PageHead): string {
  const tags = headHtml(head);
  const html = indexHtml.replace(TEMPLATE_DESCRIPTION, '');
  if (TEMPLATE_TITLE.test(html)) return html.replace(TEMPLATE_TITLE, () => tags);
  return html.replace(/<\/head>/i, () => `${tags}\n  </head>`);
}

function render(indexHtml: string, pattern: SitePattern | null, publicOrigin: string): PageHtml {
  const html = Buffer.from(withHead(indexHtml, pageHead(pattern, publicOrigin)));
  return {
    status: pattern === null ? 404 : 200,
    html,
    br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
    gz: zlib.gzipSync(html, { level: 9 }),
  };
}

/**
 * The HTML the server sends for a page path (crawlers run no JavaScript, so the head must be in it): the shell's
 * index.html with the head of the route the path matches (contracts' SITE_PAGES), absolute URLs from PUBLIC_ORIGIN.
 * A page's head depends only on its route pattern, so each is rendered and compressed once per build of the shell
 * (a new index.html, by modification time and size, starts over). null: the shell is not built.
 */
export function pageHtmlRenderer({ shellIndex, publicOrigin }: { shellIndex: string; publicOrigin: string }) {
  let build: { stamp: string; template: string; pages: Map<SitePattern | null, PageHtml> } | null = null;
  return (pathname: string): PageHtml | null => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(shellIndex);
    } catch {
      return null;
    }
    const stamp = `${stat.mtimeMs}:${stat.size}`;
    if (build?.stamp !== stamp) build = { stamp, template: fs.readFileSync(shellIndex, 'utf8'), pages: new Map() };
    const pattern = matchSitePattern(pathname);
    let page = build.pages.get(pattern);
    if (!page) {
      page = render(build.template, pattern, publicOrigin);
      build.pages.set(pattern, page);
    }
    return page;
  };
}
