import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { CurrentUser, PageNavigation } from '@motohaul/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { NavigationProvider } from '@motohaul/platform';
import { appRoutes, ShellOutlet } from './app-routes';
import { useRouterNavigation } from './router-navigation';

// Stand-in for the federated page: shows which remote page the route chose.
vi.mock('../remotes/remote-page', () => ({
  RemotePage: ({ id, navigation }: { id: string; navigation: PageNavigation }) => (
    <p data-search={navigation.search} data-params={JSON.stringify(navigation.params)}>
      remote page {id}
    </p>
  ),
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

const renderAt = (path: string, user: CurrentUser | null) =>
  render(<RouterProvider router={createMemoryRouter(appRoutes(<Root user={user} />), { initialEntries: [path] })} />);

describe('AppRoutes', () => {
  it('matches a path whatever its letter case or trailing slash, and hands the page the navigation', () => {
    renderAt('/Get-Quote/?pickupLocation=Bondi', null);
    expect(screen.getByText('remote page mf_quote/GetQuotePage')).toHaveAttribute('data-search', '?pickupLocation=Bondi');
  });

  it('maps the signed-out routes to their remote pages', () => {
    renderAt('/get-quote', null);
    expect(screen.getByText('remote page mf_quote/GetQuotePage')).toBeInTheDocument();
  });

  it('shows 404 Page Not Found with a link home for any other path', () => {
    renderAt('/no-such-page', null);
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('gives a visitor on /dashboard the dashboard page (which asks for provider access)', () => {
    renderAt('/dashboard', null);
    expect(screen.getByText('remote page mf_crm/DashboardPage')).toBeInTheDocument();
  });

  it('shows a signed-in provider the dashboard on / and on any unknown path', () => {
    renderAt('/', provider);
    expect(screen.getByText('remote page mf_crm/DashboardPage')).toBeInTheDocument();
  });

  it('has no 404 in the signed-in set', () => {
    renderAt('/get-quote', provider);
    expect(screen.getByText('remote page mf_crm/DashboardPage')).toBeInTheDocument();
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
  });

  it('treats a signed-in customer as the signed-out set', () => {
    renderAt('/elsewhere', { ...provider, userType: 'customer' });
    expect(screen.getByText('404 Page Not Found')).toBeInTheDocument();
  });

  it('hands the page the route parameters: a lead link for a provider, an admin tab', () => {
    renderAt('/dashboard/leads/MT-250123', provider);
    expect(screen.getByText('remote page mf_crm/DashboardPage')).toHaveAttribute('data-params', JSON.stringify({ jobRef: 'MT-250123' }));
  });

  it('gives /admin/:tab the admin page with its tab, signed in or out', () => {
    renderAt('/admin/Outbox/', null);
    expect(screen.getByText('remote page mf_admin/AdminPage')).toHaveAttribute('data-params', JSON.stringify({ tab: 'Outbox' }));
  });

  it('does not match deeper paths under a parameter route', () => {
    renderAt('/admin/outbox/extra', null);
    expect(screen.getByText('404 Page Not Found')).toBeInTheDocument();
  });
});
