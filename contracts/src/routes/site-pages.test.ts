import { describe, expect, it } from 'vitest';
import { pageHead } from './page-head';
import { matchSitePattern, PUBLIC_PAGE_PATHS, SITE_PAGES } from './site-pages';

describe('matchSitePattern', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/get-quote', '/get-quote'],
    ['/Get-Quote/', '/get-quote'],
    ['/auth/reset-password', '/auth/reset-password'],
    ['/dashboard/leads/MT-250123', '/dashboard/leads/:jobRef'],
    ['/dashboard/leads/MT%20250123/', '/dashboard/leads/:jobRef'],
    ['/dashboard/leads/a%2Fb', '/dashboard/leads/:jobRef'],
    ['/admin/Outbox', '/admin/:tab'],
    ['/quote-status/AbC-_0123456789abcdefghijklmnopqrs', '/quote-status/:token'],
  ])('matches %s to %s as the router does', (path, pattern) => {
    expect(matchSitePattern(path)).toBe(pattern);
  });

  it.each(['/no-such-page', '/dashboard/leads', '/dashboard/leads/MT-1/extra', '/admin/outbox/extra', '/get-quote.html', '/favicon.ico', '/%E0%A4%A'])(
    'matches no pattern for %s',
    (path) => {
      expect(matchSitePattern(path)).toBeNull();
    },
  );
});

describe('the site pages', () => {
  it('list the public pages for the sitemap: home, providers, quote, directory and the legal pages', () => {
    expect([...PUBLIC_PAGE_PATHS].sort()).toEqual(
      ['/', '/find-providers', '/for-providers', '/get-quote', '/privacy-policy', '/signup', '/terms-and-conditions'].sort(),
    );
  });

  it('give every page its own brand-suffixed title and a description of search-result length', () => {
    for (const page of Object.values(SITE_PAGES)) {
      expect(page.title).toMatch(/ \| MotoHaul$/);
      expect(page.description.length).toBeGreaterThan(20);
      expect(page.description.length).toBeLessThanOrEqual(160);
    }
  });
});

describe('pageHead', () => {
  const origin = 'https://motohaul.example';
  const content = (head: ReturnType<typeof pageHead>, key: string) => head.meta.find((tag) => tag.key === key)?.content;

  it('gives a public page its canonical URL, Open Graph and a Twitter summary card', () => {
    const head = pageHead('/signup', origin);
    expect(head.title).toBe(SITE_PAGES['/signup'].title);
    expect(head.canonical).toBe('https://motohaul.example/signup');
    expect(content(head, 'description')).toBe(SITE_PAGES['/signup'].description);
    expect(content(head, 'og:title')).toBe(SITE_PAGES['/signup'].title);
    expect(content(head, 'og:url')).toBe('https://motohaul.example/signup');
    expect(content(head, 'og:image')).toBe('https://motohaul.example/icon-512.png');
    expect(content(head, 'twitter:card')).toBe('summary');
  });

  it('gives a signed-in page and the not-found page a title and description only', () => {
    expect(pageHead('/dashboard/leads/:jobRef', origin)).toEqual({
      title: 'Dashboard | MotoHaul',
      meta: [{ attribute: 'name', key: 'description', content: SITE_PAGES['/dashboard'].description }],
      canonical: null,
    });
    expect(pageHead(null, origin)).toMatchObject({ title: '404 Page Not Found | MotoHaul', canonical: null });
    expect(pageHead(null, origin).meta).toHaveLength(1);
  });

  it('keeps the private status page out of search results: noindex, no canonical, no sharing tags', () => {
    expect(pageHead('/quote-status/:token', origin)).toEqual({
      title: 'Your Quote Request Status | MotoHaul',
      meta: [
        { attribute: 'name', key: 'description', content: SITE_PAGES['/quote-status/:token'].description },
        { attribute: 'name', key: 'robots', content: 'noindex' },
      ],
      canonical: null,
    });
    expect(PUBLIC_PAGE_PATHS).not.toContain('/quote-status/:token');
  });
});
