import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { screen, waitFor } from '@testing-library/react';
import { json, stubNetwork } from '@motohaul/platform/test-support/network';
// eslint-disable-next-line no-restricted-imports -- the test draws mf-public's real pages, as the API's server render does with its server bundle
import { routes } from '../../../mf-public/src/server/server';
import { AppFrame } from '../app/app-frame';
import { FirstPage } from '../first-page/first-page';
import { provideServerRoutes, renderPage, serverRenderedPage } from './render-page';
import { seededQueryClient } from './seeded-query-client';

// The server render of public pages (ADR 0037), with mf-public's real pages: what it draws, which pages it leaves
// to the browser, and that the browser hydrates its markup without a mismatch.

const config = { supportPhone: '1300 123 456', appMode: 'demo' as const };
let root: Root | null = null;

beforeAll(() => {
  provideServerRoutes('mf_public', routes);
  // hydrateRoot is called directly (not through testing-library's render), so act() is announced here.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

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
      const rendered = await renderPage({ url, config });
      window.history.replaceState(null, '', url);
      document.body.innerHTML = `<div id="root">${rendered?.rootHtml ?? ''}</div>`;
      const container = document.getElementById('root') as HTMLElement;
      const heading = container.querySelector('h1');
      const network = stubNetwork({ 'GET /api/auth/session': json(null) });
      const errors = vi.spyOn(console, 'error');
      const recoverable = vi.fn();
      await act(async () => {
        const first = serverRenderedPage(window.location.pathname);
        if (!first) throw new Error(`no visitor's page at ${url}`);
        root = hydrateRoot(
          container,
          <AppFrame queryClient={seededQueryClient({ config })}>
            <FirstPage page={first} location={window.location} leave={vi.fn()} />
          </AppFrame>,
          { onRecoverableError: recoverable },
        );
        await Promise.resolve();
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      // The same element, kept: hydrated, not drawn again.
      expect(container.querySelector('h1')).toBe(heading);
      // The visitor's session is still checked once the page is up.
      await waitFor(() => expect(network.to('GET /api/auth/session')).toHaveLength(1));
      errors.mockRestore();
    },
  );
});
