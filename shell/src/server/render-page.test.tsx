import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { json, stubNetwork } from '@motohaul/platform/test-support/network';
// eslint-disable-next-line no-restricted-imports -- the test draws mf-public's real pages, as the API's server render does with its server bundle
import { routes } from '../../../mf-public/src/server/server';
import { config, hydrate, serverHtml, drawServerRoutes } from '../test-support/server-render';
import { renderPage, serverRenderedPage } from './render-page';

// The server render of public pages (ADR 0037), with mf-public's real pages: what it draws, which pages it leaves
// to the browser, and that the browser hydrates its markup without a mismatch.

drawServerRoutes('mf_public', routes);

describe('renderPage', () => {
  it('draws the layout, header and footer around the page of a public route', async () => {
    const rendered = await renderPage({ url: '/', config });
    expect(rendered?.page).toEqual({ remote: 'mf_public', path: '/' });
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
    const rendered = await renderPage({ url, config });
    expect(rendered?.page).toEqual({ remote: 'mf_public', path });
    expect(rendered?.rootHtml).toContain('<h1');
  });

  it('draws the directory with the search of the query, and its loading state until the data arrives', async () => {
    const rendered = await renderPage({ url: '/find-providers?q=Parramatta', config });
    document.body.innerHTML = rendered?.rootHtml ?? '';
    expect(screen.getByRole('heading', { name: 'Providers covering "Parramatta"' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Suburb or postcode/ })).toHaveValue('Parramatta');
    expect(screen.getByText('Loading providers')).toBeInTheDocument();
  });

  it.each(['/get-quote', '/login', '/dashboard', '/no-such-page'])('leaves %s to the browser (another remote, or no page)', async (url) => {
    expect(await renderPage({ url, config })).toBeNull();
    expect(serverRenderedPage(url)).toBeNull();
  });
});

describe('hydrating the server markup', () => {
  it.each(['/', '/for-providers', '/signup', '/find-providers?q=2150', '/privacy-policy', '/terms-and-conditions'])(
    'hydrates %s without a mismatch, and the page then works',
    async (url) => {
      const { container } = await serverHtml(url);
      const heading = container.querySelector('h1');
      const network = stubNetwork({ 'GET /api/auth/session': json(null) });
      const { errors, recoverable } = await hydrate(container);
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      // The same element, kept: hydrated, not drawn again.
      expect(container.querySelector('h1')).toBe(heading);
      // The visitor's session is still checked once the page is up.
      await waitFor(() => expect(network.to('GET /api/auth/session')).toHaveLength(1));
    },
  );
});
