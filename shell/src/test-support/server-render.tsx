import { afterEach, beforeAll, expect, vi } from 'vitest';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { RemoteName, RemoteRoute, ServerRenderState } from '@motohaul/contracts';
import { json, networkSettled, stubNetwork, type Routes } from '@motohaul/platform/test-support/network';
import { AppFrame } from '../app/app-frame';
import { FirstPage } from '../first-page/first-page';
import { provideServerRoutes, renderPage, serverRenderedPage } from '../server/render-page';
import { hydratedQueryClient } from '../server/server-state';

// Test helpers of the server render (ADR 0037): a remote's real pages drawn as the API draws them, put in the
// document at their URL, and hydrated as bootstrap-first-page does.

export const config = { supportPhone: '1300 123 456', appMode: 'demo' as const };

/** The API as a render and the hydrated page find it (ADR 0086): the settings, a visitor's session, and `routes`. */
export const stubApi = (routes: Routes = {}) =>
  stubNetwork({ 'GET /api/config/public': json(config), 'GET /api/auth/session': json({ user: null }), ...routes });
let root: Root | null = null;

/** Draws `remote`'s pages with `routes` in this file's tests, and clears the document, the URL and storage after each. */
export function drawServerRoutes(remote: RemoteName, routes: RemoteRoute[]) {
  beforeAll(() => {
    provideServerRoutes(remote, routes);
    // hydrateRoot is called directly (not through testing-library's render), so act() is announced here.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
    sessionStorage.clear();
    vi.restoreAllMocks();
  });
}

/** The server's markup of `url` in #root, at that URL: what the browser has before any script runs. */
export async function serverHtml(url: string) {
  const rendered = await renderPage({ url });
  if (rendered.rootHtml === null) throw new Error(`${url} is not drawn on the server`);
  window.history.replaceState(null, '', url);
  document.body.innerHTML = `<div id="root">${rendered.rootHtml}</div>`;
  return { container: document.getElementById('root') as HTMLElement, rendered };
}

/** Hydrates the markup as bootstrap-first-page does; answers the recoverable errors (a mismatch) and console errors. */
export async function hydrate(container: HTMLElement, state: ServerRenderState, signedIn = false) {
  const errors = vi.spyOn(console, 'error');
  const recoverable = vi.fn();
  await act(async () => {
    const page = serverRenderedPage(window.location.pathname, signedIn);
    if (!page) throw new Error(`no visitor's page at ${window.location.pathname}`);
    root = hydrateRoot(
      container,
      <AppFrame queryClient={hydratedQueryClient(state)}>
        <FirstPage page={page} params={state.page?.params} location={window.location} leave={vi.fn()} />
      </AppFrame>,
      { onRecoverableError: recoverable },
    );
    await Promise.resolve();
  });
  return { errors, recoverable };
}

/**
 * Draws `url` on the server, hydrates it, and checks it was hydrated in place: no mismatch, no error, the same heading
 * element kept (not drawn again), and nothing asked of the API again (its data came with it). `network`: stubApi's.
 */
export async function expectHydratedInPlace(url: string, network: ReturnType<typeof stubApi>) {
  const { container, rendered } = await serverHtml(url);
  const heading = container.querySelector('h1');
  const asked = network.requests.length;
  const { errors, recoverable } = await hydrate(container, rendered.state);
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  expect(container.querySelector('h1')).toBe(heading);
  await networkSettled();
  expect(network.requests.slice(asked)).toEqual([]);
}

/** Checks the server does not draw `url`, and still hands over the shell's first data (the settings) with the page. */
export async function expectLeftToTheBrowser(url: string) {
  const rendered = await renderPage({ url });
  expect(rendered.rootHtml).toBeNull();
  expect(rendered.state.page).toBeNull();
  expect(JSON.stringify(rendered.state.queries)).toContain(config.supportPhone);
  expect(serverRenderedPage(url)).toBeNull();
}

/** Whether React has hydrated `element` (it holds its fiber), rather than left it as the server's markup. */
const isHydrated = (element: Element | null) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/**
 * Draws `url` on the server and hydrates it, and checks that every element matched by `staticParts` is left as the
 * server drew it (ADR 0092: not hydrated, nothing of it drawn by the browser) and every one of `hydratedParts` is
 * hydrated.
 */
export async function expectStaticParts(url: string, { staticParts, hydratedParts }: { staticParts: string[]; hydratedParts: string[] }) {
  const { container, rendered } = await serverHtml(url);
  const { errors, recoverable } = await hydrate(container, rendered.state);
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  for (const selector of [...staticParts, ...hydratedParts]) expect(container.querySelector(selector), selector).not.toBeNull();
  for (const selector of staticParts) expect(isHydrated(container.querySelector(selector)), `${selector} hydrated`).toBe(false);
  for (const selector of hydratedParts) expect(isHydrated(container.querySelector(selector)), `${selector} hydrated`).toBe(true);
}
