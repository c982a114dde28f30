import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser, RemotePageProps } from '@motohaul/contracts';
import { AppLink, useUnsavedChangesGuard, withNavigation } from '@motohaul/platform';
import { json, stubNetwork } from '@motohaul/platform/test-support/network';
import { AppFrame } from '../app/app-frame';
import { preloadPage } from '../remotes/remote-page';
import { currentUserQueryOptions, PUBLIC_CONFIG_KEY } from '../api/session';
import { createQueryClient } from '../app/query-client';
import { FirstPage } from './first-page';
import { aProvider } from '../test-support/users';

// A server-rendered public page hydrated without the data router (ADR 0040): what it follows itself (its own query
// string, back and forward within it) and what it hands to the routed app (another page, a dashboard user's session).

const config = { supportPhone: '1300 123 456', appMode: 'demo' as const };

/** A page as a remote would write it: links through the navigation it gets, and a form that can have unsaved changes. */
const TestPage = withNavigation(function TestPage({ navigation }: RemotePageProps) {
  useUnsavedChangesGuard(navigation.search.includes('draft'));
  return (
    <>
      <h1>Directory {navigation.search || '(all)'}</h1>
      <AppLink to="/find-providers?q=2150">Search 2150</AppLink>
      <AppLink to="/find-providers?q=draft">Start a draft</AppLink>
      <AppLink to="/get-quote">Get a quote</AppLink>
    </>
  );
});

const page = { remote: 'mf_public' as const, path: '/find-providers', load: () => Promise.resolve({ default: TestPage }) };
beforeAll(() => preloadPage(page));
afterEach(() => window.history.replaceState(null, '', '/'));

/** `drawnFor`: the session the server render drew the page for (in its cache); else the session is asked for. */
function renderFirstPage(session: CurrentUser | null = null, { drawnFor }: { drawnFor?: CurrentUser | null } = {}) {
  window.history.replaceState(null, '', '/find-providers');
  const network = stubNetwork({ 'GET /api/auth/session': json({ user: session }) });
  const leave = vi.fn();
  // The settings as a server render hands them over; the session is asked for.
  const queryClient = createQueryClient();
  queryClient.setQueryData(PUBLIC_CONFIG_KEY, config);
  if (drawnFor !== undefined) queryClient.setQueryData(currentUserQueryOptions().queryKey, drawnFor);
  render(
    <AppFrame queryClient={queryClient}>
      <FirstPage
        page={page}
        location={{ pathname: '/find-providers', search: '' }}
        leave={leave}
      />
    </AppFrame>,
  );
  return { leave, network };
}

describe('FirstPage', () => {
  it("draws the layout around the visitor's page and still checks the session once", async () => {
    const { network, leave } = renderFirstPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Directory (all)' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('MotoHaul');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('1300 123 456');
    await waitFor(() => expect(network.to('GET /api/auth/session')).toHaveLength(1));
    expect(leave).not.toHaveBeenCalled();
  });

  it('follows a new query string of its own page on the browser history, back included, without leaving', async () => {
    const { leave } = renderFirstPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Search 2150' }));
    expect(window.location.search).toBe('?q=2150');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Directory ?q=2150');

    act(() => {
      window.history.back();
    });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Directory (all)'));
    expect(leave).not.toHaveBeenCalled();
  });

  it('hands a link to another page to the routed app, which makes the navigation, and shows the page loading meanwhile', async () => {
    const { leave } = renderFirstPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Get a quote' }));
    expect(leave).toHaveBeenCalledWith('/get-quote', { replace: undefined });
    // The router writes the history entry (and its scroll reset), not the first page.
    expect(window.location.pathname).toBe('/find-providers');
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('hands over in place when the browser goes back to another page of this document', async () => {
    const { leave } = renderFirstPage();
    act(() => {
      window.history.pushState(null, '', '/terms-and-conditions');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(leave).toHaveBeenCalledWith(null, undefined));
  });

  it("hands over in place when the session turns out a dashboard user's on a page drawn for a visitor, the page on screen meanwhile", async () => {
    const { leave } = renderFirstPage(aProvider());
    await waitFor(() => expect(leave).toHaveBeenCalledWith(null));
    expect(screen.getByRole('heading', { name: 'Directory (all)' })).toBeInTheDocument();
  });

  it("stays as it is on a page drawn for a dashboard user: what they opened is kept, with no hand-over (ADR 0091)", async () => {
    const provider = aProvider();
    const { leave } = renderFirstPage(provider, { drawnFor: provider });
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Search 2150' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Directory ?q=2150');
    expect(leave).not.toHaveBeenCalled();
  });

  it('asks before leaving unsaved changes: Stay keeps the page, Leave page hands over', async () => {
    const { leave } = renderFirstPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Start a draft' }));
    await user.click(screen.getByRole('link', { name: 'Get a quote' }));
    expect(screen.getByRole('dialog', { name: 'Leave this page?' })).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Directory ?q=draft');

    await user.click(screen.getByRole('link', { name: 'Get a quote' }));
    await user.click(screen.getByRole('button', { name: 'Leave page' }));
    expect(leave).toHaveBeenCalledWith('/get-quote', { replace: undefined });
  });
});
