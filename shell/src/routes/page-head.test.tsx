import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import type { CurrentUser } from '@motohaul/contracts';
import { SITE_PAGES, SITE_PATTERNS } from '@motohaul/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { NavigationProvider } from '@motohaul/platform';
import { appRoutes, ShellOutlet } from './app-routes';
import { useRouterNavigation } from './router-navigation';
import { SIGNED_IN_ROUTES, SIGNED_OUT_ROUTES } from './route-sets';

// Stand-in for the federated page; the login page refines its title for a state of its own, as the CRM's pages do.
vi.mock('../remotes/remote-page', () => ({
  RemotePage: ({ id }: { id: string }) => {
    useEffect(() => {
      if (id === 'mf_crm/LoginPage') document.title = 'Check Your Email | MotoHaul';
    }, [id]);
    return <p>remote page {id}</p>;
  },
}));

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

const renderAt = (path: string, user: CurrentUser | null = null) => {
  const router = createMemoryRouter(appRoutes(<Root user={user} />), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
};
const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
const ogUrl = () => document.head.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content;

describe('the document head on navigation', () => {
  it('follows the route: title, description and sharing tags of each page, none of them on a page that is not public', async () => {
    const router = renderAt('/find-providers');
    expect(document.title).toBe('Find Motorcycle Transport Providers | MotoHaul');
    expect(description()).toBe(SITE_PAGES['/find-providers'].description);
    expect(ogUrl()).toBe(`${window.location.origin}/find-providers`);

    await act(() => router.navigate('/Get-Quote/'));
    expect(document.title).toBe('Get a Free Motorcycle Transport Quote | MotoHaul');
    expect(description()).toBe(SITE_PAGES['/get-quote'].description);
    expect(ogUrl()).toBe(`${window.location.origin}/get-quote`);

    await act(() => router.navigate('/quote-success'));
    expect(document.title).toBe('Quote Request Received | MotoHaul');
    expect(ogUrl()).toBeUndefined();

    await act(() => router.navigate('/no-such-page'));
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('404 Page Not Found | MotoHaul');
  });

  it("is set before the page's own effects, so a page may refine its title", () => {
    renderAt('/login');
    expect(document.title).toBe('Check Your Email | MotoHaul');
  });

  it('gives a signed-in provider on a path outside the signed-in set the dashboard and its title', () => {
    renderAt('/for-providers', provider);
    expect(screen.getByText('remote page mf_crm/DashboardPage')).toBeInTheDocument();
    expect(document.title).toBe('Dashboard | MotoHaul');
    expect(ogUrl()).toBeUndefined();
  });
});

describe('the route sets', () => {
  it('give every route pattern the server knows a page in at least one set', () => {
    const routed = new Set([...SIGNED_OUT_ROUTES, ...SIGNED_IN_ROUTES].map(([pattern]) => pattern));
    expect(SITE_PATTERNS.filter((pattern) => !routed.has(pattern))).toEqual([]);
  });
});
