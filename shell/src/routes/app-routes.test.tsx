import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { CURRENT_USER_KEY, sitePages, type CurrentUser, type PageNavigation, type RemoteRoute, type RouteOwners } from '@motohaul/contracts';
import { NavigationProvider, ROUTE_ERROR_HEADING, RouteErrorPage } from '@motohaul/platform';
import type { RoutePage } from '../remotes/remote-page';
import { standInRoutes } from '../test-support/stand-in-remotes';
import { appRoutes, ShellOutlet } from './app-routes';
import { useRouterNavigation } from './router-navigation';

// The module boundary: the federation runtime hands over each stand-in remote's route tree (test-support); the page
// shows which page the route chose (the login page refines its title, as a remote's page may).
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn() }));
vi.mock('../remotes/remotes-registry', () => ({ ensureRemotesRegistered: vi.fn(() => Promise.resolve()) }));
vi.mock('../remotes/remote-page', () => ({
  PageLoading: () => <p>Loading page</p>,
  RemotePage: ({ page, navigation }: { page: RoutePage; navigation: PageNavigation }) => {
    useEffect(() => {
      if (page.path === '/login') document.title = 'Check Your Email | Stand-in';
    }, [page.path]);
    return (
      <p data-search={navigation.search} data-params={JSON.stringify(navigation.params)}>
        page {page.remote}
        {page.path}
      </p>
    );
  },
}));

const REMOTE_ROUTES: Record<string, unknown> = Object.fromEntries(
  Object.entries(standInRoutes).map(([remote, routes]) => [`${remote}/routes`, { routes }]),
);
const mockedLoadRemote = vi.mocked(loadRemote);
beforeEach(() => {
  mockedLoadRemote.mockReset();
  mockedLoadRemote.mockImplementation((id: string) => Promise.resolve(REMOTE_ROUTES[id]));
});

const config = { supportPhone: '1300 123 456', appMode: 'demo' as const };
const provider: CurrentUser = {
  id: 2,
  username: 'pat',
  email: 'pat@example.com',
  userType: 'provider',
  firstName: 'Pat',
  lastName: 'Provider',
  teamOwnerId: null,
  companyName: 'Pat Moto Transport',
};

function Root({ user }: { user: CurrentUser | null }) {
  const navigation = useRouterNavigation(() => undefined);
  return (
    <NavigationProvider value={navigation}>
      <ShellOutlet config={config} user={user} navigation={navigation} />
    </NavigationProvider>
  );
}

interface RenderOptions {
  /** The route owners the server wrote into the document (ADR 0047); null: none (every remote is asked). */
  owners?: RouteOwners | null;
  queryClient?: QueryClient;
}

const renderAt = async (path: string, user: CurrentUser | null = null, { owners = null, queryClient = new QueryClient() }: RenderOptions = {}) => {
  // One router on screen: a page still drawn by an earlier render in the same test would answer the wait below.
  cleanup();
  const { routes, patchRoutesOnNavigation } = appRoutes(<Root user={user} />, <p>Loading...</p>, { queryClient, owners });
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  render(<RouterProvider router={router} />, { onCaughtError: () => undefined });
  await screen.findByText(/^page |404 Page Not Found|could not be loaded/);
  return router;
};
const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
const ogUrl = () => document.head.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content;

describe('the routes the remotes own', () => {
  it('match a path whatever its letter case or trailing slash, and hand the page the navigation', async () => {
    await renderAt('/Get-Quote/?pickupLocation=Bondi');
    expect(screen.getByText('page mf_quote/get-quote')).toHaveAttribute('data-search', '?pickupLocation=Bondi');
  });

  it('show 404 Page Not Found for any other path, and for deeper paths under a parameter route', async () => {
    await renderAt('/admin/outbox/extra');
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('404 Page Not Found | MotoHaul');
  });

  it("give a visitor on /dashboard mf-crm's nested dashboard route (which asks for provider access)", async () => {
    await renderAt('/dashboard');
    expect(screen.getByText('page mf_crm/dashboard')).toBeInTheDocument();
  });

  it('show a signed-in provider the dashboard on / and on any path outside the signed-in set, with its head', async () => {
    await renderAt('/for-providers', provider);
    expect(screen.getByText('page mf_crm/dashboard')).toBeInTheDocument();
    expect(document.title).toBe('Dashboard | Stand-in');
    expect(ogUrl()).toBeUndefined();
  });

  it('treat a signed-in customer as the signed-out set', async () => {
    await renderAt('/elsewhere', { ...provider, userType: 'customer' });
    expect(screen.getByText('404 Page Not Found')).toBeInTheDocument();
  });

  it('hand the page its route parameters: a lead link (a nested route of mf-crm), an admin tab', async () => {
    await renderAt('/dashboard/leads/MT-250123', provider);
    expect(screen.getByText('page mf_crm/dashboard/leads/:jobRef')).toHaveAttribute('data-params', JSON.stringify({ jobRef: 'MT-250123' }));
    await renderAt('/admin/Outbox/');
    expect(screen.getByText('page mf_admin/admin/:tab')).toHaveAttribute('data-params', JSON.stringify({ tab: 'Outbox' }));
  });

  it('put each page’s head in the document, sharing tags on public pages only, before the page’s own effects', async () => {
    const router = await renderAt('/find-providers');
    expect(document.title).toBe('Directory | Stand-in');
    expect(ogUrl()).toBe(`${window.location.origin}/find-providers`);
    await act(() => router.navigate('/quote-success'));
    expect(document.title).toBe('Sent | Stand-in');
    expect(description()).toBe('The stand-in sent page.');
    expect(ogUrl()).toBeUndefined();
    await act(() => router.navigate('/login'));
    expect(document.title).toBe('Check Your Email | Stand-in');
  });

  it('when a remote’s routes cannot load, then its paths show a retry, other remotes work, and Try again loads them', async () => {
    mockedLoadRemote.mockImplementation((id: string) =>
      id === 'mf_quote/routes' ? Promise.reject(new Error('remoteEntry 503')) : Promise.resolve(REMOTE_ROUTES[id]),
    );
    const router = await renderAt('/get-quote');
    expect(screen.getByText('This part of the site could not be loaded.')).toBeInTheDocument();
    await act(() => router.navigate('/signup'));
    expect(screen.getByText('page mf_public/signup')).toBeInTheDocument();
    await act(() => router.navigate('/get-quote'));
    mockedLoadRemote.mockImplementation((id: string) => Promise.resolve(REMOTE_ROUTES[id]));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('page mf_quote/get-quote')).toBeInTheDocument();
  });
});

/** The owners the server names for these route trees (ADR 0047): each remote's page paths, from its pages.json. */
const OWNERS: RouteOwners = {
  remotes: {
    mf_public: '/remotes/mf-public/remoteEntry.js',
    mf_quote: '/remotes/mf-quote/remoteEntry.js',
    mf_crm: '/remotes/mf-crm/remoteEntry.js',
    mf_admin: '/remotes/mf-admin/remoteEntry.js',
  },
  owner: null,
  paths: {
    mf_public: sitePages(standInRoutes.mf_public).map((page) => page.path),
    mf_quote: sitePages(standInRoutes.mf_quote).map((page) => page.path),
    mf_crm: sitePages(standInRoutes.mf_crm).map((page) => page.path),
    mf_admin: sitePages(standInRoutes.mf_admin).map((page) => page.path),
  },
  signedInHome: 'mf_crm',
};
const remotesAsked = () => mockedLoadRemote.mock.calls.map(([id]) => id);

describe('the routes of the remote that owns the path (ADR 0047)', () => {
  it('load only the owner’s routes for the first path, and another remote’s when one of its paths is visited', async () => {
    const router = await renderAt('/get-quote', null, { owners: OWNERS });
    expect(screen.getByText('page mf_quote/get-quote')).toBeInTheDocument();
    expect(remotesAsked()).toEqual(['mf_quote/routes']);
    await act(() => router.navigate('/signup'));
    expect(screen.getByText('page mf_public/signup')).toBeInTheDocument();
    expect(remotesAsked()).toEqual(['mf_quote/routes', 'mf_public/routes']);
  });

  it('show 404 for a path no remote owns without asking any remote', async () => {
    await renderAt('/no-such-page', null, { owners: OWNERS });
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(remotesAsked()).toEqual([]);
  });

  it('load the signed-in home’s routes along with the owner’s when the session is a provider’s', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(CURRENT_USER_KEY, provider);
    await renderAt('/for-providers', provider, { owners: OWNERS, queryClient });
    expect(screen.getByText('page mf_crm/dashboard')).toBeInTheDocument();
    expect(remotesAsked().sort()).toEqual(['mf_crm/routes', 'mf_public/routes']);
    expect(document.title).toBe('Dashboard | Stand-in');
  });

  it('when a provider is signed in after the navigation, then the dashboard’s routes load as the page needs them', async () => {
    await renderAt('/privacy-policy', null, { owners: OWNERS });
    await renderAt('/for-providers', provider, { owners: OWNERS });
    expect(await screen.findByText('page mf_crm/dashboard')).toBeInTheDocument();
  });
});

describe('the loader and errorElement of a remote’s route (ADR 0047)', () => {
  const handle = { title: 'Status | MotoHaul', description: 'Your request.', signedOut: true as const };

  it('run the loader with the params and the page’s QueryClient, and start the page’s code with it', async () => {
    const page = vi.fn(() => Promise.resolve({ default: () => null }));
    const loader = vi.fn(() => null);
    const routes: RemoteRoute[] = [{ path: '/quote-status/:token', page, loader, handle }];
    mockedLoadRemote.mockImplementation((id: string) => Promise.resolve(id === 'mf_quote/routes' ? { routes } : REMOTE_ROUTES[id]));
    const queryClient = new QueryClient();
    await renderAt('/quote-status/abc123', null, { owners: OWNERS, queryClient });
    expect(loader).toHaveBeenCalledWith(expect.objectContaining({ params: { token: 'abc123' }, queryClient }));
    // The page component is a stand-in here: only the loader asked for the page's code.
    expect(page).toHaveBeenCalled();
  });

  it('when the loader fails, then the route’s errorElement says so, focused, and Try again runs it again', async () => {
    let fail = true;
    const loader = vi.fn(() => {
      if (fail) throw new Error('status 503');
      return null;
    });
    const routes: RemoteRoute[] = [{ path: '/quote-status/:token', page: () => Promise.resolve({ default: () => null }), loader, errorElement: <RouteErrorPage />, handle }];
    mockedLoadRemote.mockImplementation((id: string) => Promise.resolve(id === 'mf_quote/routes' ? { routes } : REMOTE_ROUTES[id]));
    cleanup();
    const { routes: appRouteList, patchRoutesOnNavigation } = appRoutes(<Root user={null} />, <p>Loading...</p>, { queryClient: new QueryClient(), owners: OWNERS });
    const router = createMemoryRouter(appRouteList, { initialEntries: ['/quote-status/abc123'], patchRoutesOnNavigation });
    render(<RouterProvider router={router} />);
    const heading = await screen.findByRole('heading', { name: ROUTE_ERROR_HEADING });
    // Focus moves in the page's effect, after the heading is drawn (a loaded machine runs it later).
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be shown');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('page mf_quote/quote-status/:token')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
