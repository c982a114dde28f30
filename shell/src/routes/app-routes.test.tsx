import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { CurrentUser, PageNavigation } from '@motohaul/contracts';
import { MemoryNavigation } from '@motohaul/platform';
import { AppRoutes } from './app-routes';

// Stand-in for the federated page: shows which remote page the route chose.
vi.mock('../remotes/remote-page', () => ({
  RemotePage: ({ id, navigation }: { id: string; navigation: PageNavigation }) => (
    <p data-search={navigation.search}>remote page {id}</p>
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

const renderAt = (path: string, user: CurrentUser | null) =>
  render(
    <MemoryNavigation initial={path}>{() => <AppRoutes config={config} user={user} />}</MemoryNavigation>,
  );

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
});
