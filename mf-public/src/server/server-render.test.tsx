import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { json } from '@motohaul/platform/test-support/network';
import { routes } from './server';
// eslint-disable-next-line no-restricted-imports -- the remote's pages drawn by the shell's server render and hydrated as its bootstrap does
import { drawServerRoutes, expectHydratedInPlace, expectLeftToTheBrowser, expectStaticParts, stubApi } from '../../../shell/src/test-support/server-render';
// eslint-disable-next-line no-restricted-imports -- the shell's server render, which draws this remote's server bundle
import { renderPage } from '../../../shell/src/server/render-page';

// The server render of public pages (ADR 0037, ADR 0086), with mf-public's real pages: what it draws with the shell's
// first data and the route's loader, which pages it leaves to the browser, and that the browser hydrates its markup
// without a mismatch.

drawServerRoutes('mf_public', routes);
beforeEach(() => stubApi());

describe('renderPage', () => {
  it('draws the layout, header and footer around the page of a public route', async () => {
    const rendered = await renderPage({ url: '/' });
    expect(rendered.state.page).toEqual({ remote: 'mf_public', path: '/' });
    document.body.innerHTML = `<div id="root">${rendered?.rootHtml ?? ''}</div>`;
    expect(screen.getByRole('banner')).toHaveTextContent('MotoHaul');
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Get Quote');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Australia-Wide Motorcycle Transport Quotes');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('1300 123 456');
    expect(document.querySelector('[data-remote="mf_public"]')).not.toBeNull();
  });

  it.each([
    ['/for-providers', '/for-providers'],
    ['/signup', '/signup'],
    ['/Find-Providers/', '/find-providers'],
    ['/privacy-policy', '/privacy-policy'],
    ['/terms-and-conditions', '/terms-and-conditions'],
  ])('draws %s with the page of route %s', async (url, path) => {
    const rendered = await renderPage({ url });
    expect(rendered.state.page).toEqual({ remote: 'mf_public', path });
    expect(rendered?.rootHtml).toContain('<h1');
  });

  it("draws the directory with the search of the query and its loader's answer, which goes with the page", async () => {
    const network = stubApi({ 'GET /api/providers/directory': json({ providers: [] }) });
    const rendered = await renderPage({ url: '/find-providers?q=Parramatta' });
    document.body.innerHTML = rendered.rootHtml ?? '';
    expect(screen.getByRole('heading', { name: 'Providers covering "Parramatta"' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Suburb or postcode/ })).toHaveValue('Parramatta');
    expect(screen.getByText(/No listed provider matches that area yet/)).toBeInTheDocument();
    expect(network.to('GET /api/providers/directory')[0]?.searchParams.get('q')).toBe('Parramatta');
    expect(JSON.stringify(rendered.state.queries)).toContain('"providers":[]');
  });

  it('draws the page without the data of a loader whose request fails (a release check has no API)', async () => {
    stubApi({ 'GET /api/providers/directory': json({ message: 'down' }, 500) });
    const rendered = await renderPage({ url: '/find-providers?q=2150' });
    expect(rendered.rootHtml).toContain('Loading providers');
  });

  it.each(['/get-quote', '/login', '/dashboard', '/no-such-page'])('leaves %s to the browser (another remote, or no page), with the shell\'s first data', async (url) => {
    await expectLeftToTheBrowser(url);
  });
});

describe('hydrating the server markup', () => {
  it.each(['/', '/for-providers', '/signup', '/find-providers?q=2150', '/privacy-policy', '/terms-and-conditions'])(
    'hydrates %s without a mismatch, and the page then works',
    async (url) => {
      await expectHydratedInPlace(url, stubApi({ 'GET /api/providers/directory': json({ providers: [] }) }));
    },
  );
});

describe('static parts (ADR 0092)', () => {
  it.each([
    // The home page: its hero's pickup entry is hydrated; the sections below it and the footer are not.
    ['/', ['#why-heading', '#trusted-heading', 'footer a[href="/privacy-policy"]'], ['h1', '[role="combobox"]', '#mobile-menu a']],
    // Text and links only: nothing of the page is hydrated but its frame.
    ['/for-providers', ['#providers-heading', '#compare-heading', 'footer h2'], ['[data-remote="mf_public"]', '#mobile-menu a']],
    ['/signup', ['#signup-heading', 'footer h2'], ['[data-remote="mf_public"]']],
    ['/privacy-policy', ['section h2', 'footer h2'], ['h1']],
    ['/terms-and-conditions', ['section h2', 'footer h2'], ['h1']],
  ])('leaves the static parts of %s as the server drew them, and hydrates the rest', async (url, staticParts, hydratedParts) => {
    await expectStaticParts(url, { staticParts, hydratedParts });
  });

  it('hydrates every part of a page a visitor uses throughout (the directory)', async () => {
    stubApi({ 'GET /api/providers/directory': json({ providers: [] }) });
    await expectStaticParts('/find-providers?q=2150', { staticParts: ['footer h2'], hydratedParts: ['h1', 'form input', 'form button'] });
  });
});
