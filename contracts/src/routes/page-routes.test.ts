import { describe, expect, it } from 'vitest';
import { pageHead } from './page-head';
import { joinPaths, sitePages, type RemoteRoute, type SitePage } from './page-routes';

const page = () => Promise.resolve({ default: () => null });

describe('sitePages', () => {
  it('lists the pages of a route tree with their full paths, nested and index routes included, outlets not', () => {
    const routes: RemoteRoute[] = [
      {
        path: '/dashboard',
        children: [
          { index: true, page, handle: { title: 'Dashboard', description: 'd', signedIn: true } },
          { path: 'leads/:jobRef', page, handle: { title: 'Lead', description: 'l', signedIn: true } },
        ],
      },
      { path: '/login', page, handle: { title: 'Login', description: 'x', signedOut: true } },
    ];
    expect(sitePages(routes).map(({ path, title }) => [path, title])).toEqual([
      ['/dashboard', 'Dashboard'],
      ['/dashboard/leads/:jobRef', 'Lead'],
      ['/login', 'Login'],
    ]);
  });

  it('joins a relative child path to its parent and keeps an absolute one', () => {
    expect(joinPaths('/', 'get-quote')).toBe('/get-quote');
    expect(joinPaths('/admin', '/admin/:tab')).toBe('/admin/:tab');
    expect(joinPaths('/admin', undefined)).toBe('/admin');
  });
});

describe('pageHead', () => {
  const origin = 'https://motohaul.example';
  const signup: SitePage = { path: '/signup', title: 'Become a Provider | MotoHaul', description: 'Exclusive leads.', public: true, signedOut: true };
  const content = (head: ReturnType<typeof pageHead>, key: string) => head.meta.find((tag) => tag.key === key)?.content;

  it('gives a public page its canonical URL, Open Graph and a Twitter summary card', () => {
    const head = pageHead(signup, origin);
    expect(head.title).toBe(signup.title);
    expect(head.canonical).toBe('https://motohaul.example/signup');
    expect(content(head, 'description')).toBe(signup.description);
    expect(content(head, 'og:title')).toBe(signup.title);
    expect(content(head, 'og:url')).toBe('https://motohaul.example/signup');
    expect(content(head, 'og:image')).toBe('https://motohaul.example/icon-512.png');
    expect(content(head, 'twitter:card')).toBe('summary');
  });

  it('gives a signed-in page and the not-found page a title and description only', () => {
    const dashboard: SitePage = { path: '/dashboard', title: 'Dashboard | MotoHaul', description: 'Your dashboard.', signedIn: true };
    expect(pageHead(dashboard, origin)).toEqual({
      title: 'Dashboard | MotoHaul',
      meta: [{ attribute: 'name', key: 'description', content: 'Your dashboard.' }],
      canonical: null,
      // The dashboard installs as the providers' app (issue 45 item 11).
      manifest: '/dashboard.webmanifest',
    });
    expect(pageHead(null, origin)).toMatchObject({ title: '404 Page Not Found | MotoHaul', canonical: null });
    expect(pageHead(null, origin).meta).toHaveLength(1);
  });

  it('keeps a private page out of search results: noindex, no canonical, no sharing tags', () => {
    const status: SitePage = { path: '/quote-status/:token', title: 'Status | MotoHaul', description: 'Your request.', noindex: true, signedOut: true };
    expect(pageHead(status, origin)).toEqual({
      title: 'Status | MotoHaul',
      meta: [
        { attribute: 'name', key: 'description', content: 'Your request.' },
        { attribute: 'name', key: 'robots', content: 'noindex' },
      ],
      canonical: null,
      // A rider's page installs as the site.
      manifest: '/manifest.webmanifest',
    });
  });
});
