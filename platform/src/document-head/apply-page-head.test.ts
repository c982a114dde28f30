import { afterEach, describe, expect, it } from 'vitest';
import { pageHead, type SitePage } from '@motohaul/contracts';
import { applyPageHead } from './apply-page-head';

const forProviders: SitePage = { path: '/for-providers', title: 'For Providers | MotoHaul', description: 'Exclusive leads for providers.', public: true };
const login: SitePage = { path: '/login', title: 'Provider Login | MotoHaul', description: 'Sign in to your dashboard.' };
const applyPageHeadOf = (page: SitePage | null) => applyPageHead(pageHead(page, window.location.origin));

const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content;
const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;

describe('applyPageHead', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('sets the title, description and sharing tags of a public page, with URLs on this origin', () => {
    applyPageHeadOf(forProviders);
    expect(document.title).toBe(forProviders.title);
    expect(meta('name="description"')).toBe(forProviders.description);
    expect(meta('property="og:title"')).toBe(forProviders.title);
    expect(meta('property="og:url"')).toBe(`${window.location.origin}/for-providers`);
    expect(meta('name="twitter:card"')).toBe('summary');
    expect(canonical()).toBe(`${window.location.origin}/for-providers`);
  });

  it("replaces the previous page's tags, the server's included, and drops sharing tags on a page that has none", () => {
    document.head.innerHTML = [
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width">',
      '<meta name="description" content="from the server">',
      '<meta property="og:title" content="from the server">',
      '<meta name="twitter:card" content="summary">',
      '<link rel="canonical" href="https://motohaul.example/">',
    ].join('');
    applyPageHeadOf(login);
    expect(document.title).toBe('Provider Login | MotoHaul');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(meta('name="description"')).toBe(login.description);
    expect(document.head.querySelector('meta[property^="og:"], meta[name^="twitter:"]')).toBeNull();
    expect(canonical()).toBeUndefined();
    // Tags that belong to no page stay.
    expect(meta('name="viewport"')).toBe('width=device-width');
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
  });

  it('links the site’s manifest on public pages and the dashboard’s on the provider’s pages, so each installs its own app', () => {
    document.head.innerHTML = '<link rel="manifest" href="/manifest.webmanifest">';
    const manifest = () => document.head.querySelector('link[rel="manifest"]')?.getAttribute('href');
    applyPageHeadOf(login);
    expect(manifest()).toBe('/dashboard.webmanifest');
    applyPageHeadOf({ path: '/dashboard/leads/:jobRef', title: 'Dashboard | MotoHaul', description: 'Leads.' });
    expect(manifest()).toBe('/dashboard.webmanifest');
    applyPageHeadOf(forProviders);
    expect(manifest()).toBe('/manifest.webmanifest');
    expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
  });

  it('gives any other path the not-found title', () => {
    applyPageHeadOf(null);
    expect(document.title).toBe('404 Page Not Found | MotoHaul');
  });

  it('writes each tag once, however often a page is applied', () => {
    const head = { title: 'T', meta: [{ attribute: 'property' as const, key: 'og:title', content: 'T' }], canonical: 'https://x.example/' };
    applyPageHead(head);
    applyPageHead(head);
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });
});
