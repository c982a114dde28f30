import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { API_PATHS, type CurrentUser } from '@motohaul/contracts';

import { PageToaster } from '@motohaul/platform';
import { MemoryNavigation } from '@motohaul/platform/test-support/memory-navigation';
import { empty, stubNetwork } from '@motohaul/platform/test-support/network';
import { CURRENT_USER_KEY, PUBLIC_CONFIG_KEY } from '../api/session';
import { DEMO_BADGE_NAME, Header } from './header';
import { aProvider } from '../test-support/users';

const renderAt = (path: string, user: CurrentUser | null = null, activeLeadCount?: number, queryClient = new QueryClient()) =>
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryNavigation initial={path}>
        {(navigation) => (
          <>
            <Header phone="1300 123 456" user={user} activeLeadCount={activeLeadCount} />
            <p>at {navigation.pathname}</p>
          </>
        )}
      </MemoryNavigation>
      <PageToaster />
    </QueryClientProvider>,
  );

const provider = aProvider({ email: 'demo-provider@example.com' });

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('Header', () => {
  it('shows the brand, the tagline and the visitor navigation', () => {
    renderAt('/');
    expect(screen.getByText('MotoHaul')).toBeInTheDocument();
    expect(screen.getByText('Motorcycle Transport Services')).toBeInTheDocument();
    expect(mainNav().getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Get Quote']);
  });

  it('highlights the current route only', () => {
    renderAt('/get-quote');
    expect(mainNav().getByRole('link', { name: 'Get Quote' })).toHaveAttribute('aria-current', 'page');
    expect(mainNav().getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('gives visitors a tel: call link with the configured phone', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Call 1300 123 456' })).toHaveAttribute('href', 'tel:1300123456');
  });

  it('opens the mobile menu with Provider Login and closes it with Escape, returning focus', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Provider Login' })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = within(screen.getByRole('navigation', { name: 'Mobile' }));
    expect(menu.getByRole('link', { name: 'Provider Login' })).toHaveAttribute('href', '/login');
    expect(menu.getByRole('link', { name: 'Get Quote' })).toBeInTheDocument();

    menu.getByRole('link', { name: 'Provider Login' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('shows the navigation of a super admin and no call link', () => {
    const admin: CurrentUser = {
      id: 1,
      username: 'admin',
      email: null,
      userType: 'super_admin',
      firstName: 'Ada',
      lastName: 'Admin',
      teamOwnerId: null,
      companyName: null,
    };
    renderAt('/admin', admin);
    // Spec §2.2 lists Get Quote too, but a signed-in user's /get-quote shows the dashboard (spec §2.1): left out.
    expect(mainNav().getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'CRM Dashboard', 'Admin Panel']);
    expect(mainNav().getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
  });

  it('offers signed-in users no link that shows another page than it names, so none is highlighted on the wrong page (issue 19)', async () => {
    const user = userEvent.setup();
    // At /get-quote a signed-in user sees the dashboard: no 'Get Quote' link there to highlight, in either menu.
    for (const signedIn of [
      { ...provider, userType: 'super_admin' as const },
      { ...provider, userType: 'team_member' as const, teamOwnerId: 2 },
    ]) {
      const { unmount } = renderAt('/get-quote', signedIn);
      expect(screen.queryByRole('link', { name: 'Get Quote' })).not.toBeInTheDocument();
      expect(mainNav().queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Menu' }));
      expect(within(screen.getByRole('navigation', { name: 'Mobile' })).queryByRole('link', { name: 'Get Quote' })).not.toBeInTheDocument();
      unmount();
    }
    // A team member works in the CRM: Home and Dashboard, like its provider.
    renderAt('/dashboard', { ...provider, userType: 'team_member', teamOwnerId: 2 });
    expect(mainNav().getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Dashboard']);
    expect(mainNav().getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps Get Quote for a signed-in customer, whose /get-quote is the quote wizard', () => {
    renderAt('/get-quote', { ...provider, userType: 'customer' });
    expect(mainNav().getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Get Quote']);
    expect(mainNav().getByRole('link', { name: 'Get Quote' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a provider Home and Dashboard, the name and role, and a user menu with the lead count', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard', provider, 3);
    expect(mainNav().getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Dashboard']);
    expect(mainNav().getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    const menuButton = screen.getByRole('button', { name: /Jordan Mitchell\s*Provider/ });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Service Provider')).toBeInTheDocument();
    expect(screen.getByText('3 Active Leads')).toBeInTheDocument();
    expect(screen.getByText(/^Good (Morning|Afternoon|Evening), Jordan$/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('leaves the lead count out when none is supplied, and labels a team member in the mobile menu', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard', { ...provider, userType: 'team_member', teamOwnerId: 2 });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = within(screen.getByRole('navigation', { name: 'Mobile' }));
    expect(menu.getByText('Team Member')).toBeInTheDocument();
    expect(screen.queryByText(/Active Lead/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Provider Login' })).not.toBeInTheDocument();
  });

  describe('Logout', () => {
    const LOGOUT = `POST ${API_PATHS.logout}`;

    it('posts the logout, empties the cached data, goes home and says so', async () => {
      const network = stubNetwork({ [LOGOUT]: empty() });
      const queryClient = new QueryClient();
      queryClient.setQueryData(CURRENT_USER_KEY, provider);
      queryClient.setQueryData(PUBLIC_CONFIG_KEY, { supportPhone: '1300 123 456', appMode: 'demo' as const });
      queryClient.setQueryData(['my-purchased-leads'], [{ id: 1 }]);
      const user = userEvent.setup();
      renderAt('/dashboard', provider, undefined, queryClient);
      await user.click(screen.getByRole('button', { name: /Jordan Mitchell/ }));
      await user.click(screen.getByRole('button', { name: 'Logout' }));

      expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
      expect(screen.getByText('You have been logged out of your account.')).toBeInTheDocument();
      expect(network.bodiesOf(LOGOUT)).toEqual([{}]);
      expect(queryClient.getQueryData(CURRENT_USER_KEY)).toBeNull();
      expect(queryClient.getQueryData(['my-purchased-leads'])).toBeUndefined();
      expect(queryClient.getQueryData(PUBLIC_CONFIG_KEY)).toEqual({ supportPhone: '1300 123 456', appMode: 'demo' as const });
      expect(screen.getByText('at /')).toBeInTheDocument();
    });

    it('keeps the session and shows the destructive failure toast when logout fails', async () => {
      const network = stubNetwork({ [LOGOUT]: new Response('down', { status: 500 }) });
      const queryClient = new QueryClient();
      queryClient.setQueryData(CURRENT_USER_KEY, provider);
      const user = userEvent.setup();
      renderAt('/dashboard', provider, undefined, queryClient);
      await user.click(screen.getByRole('button', { name: /Jordan Mitchell/ }));
      await user.click(screen.getByRole('button', { name: 'Logout' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Logout failed');
      expect(alert).toHaveTextContent('There was an error logging out. Please try again.');
      expect(queryClient.getQueryData(CURRENT_USER_KEY)).toEqual(provider);
      expect(screen.getByText('at /dashboard')).toBeInTheDocument();
      expect(network.to(LOGOUT)).toHaveLength(1);
    });
  });
});

describe('Header demo badge', () => {
  const renderInMode = (appMode: 'demo' | 'live', user: CurrentUser | null) =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryNavigation initial="/dashboard">{() => <Header phone="1300 123 456" user={user} appMode={appMode} />}</MemoryNavigation>
      </QueryClientProvider>,
    );

  it('when a signed-in user browses in demo mode, then a Demo mode badge names what is not real', () => {
    renderInMode('demo', provider);
    const badge = screen.getByRole('note', { name: DEMO_BADGE_NAME });
    expect(badge).toHaveTextContent('Demo mode');
    expect(DEMO_BADGE_NAME).toMatch(/^Demo mode: no card is charged/);
  });

  it('when the site runs live, then no badge shows', () => {
    renderInMode('live', provider);
    expect(screen.queryByText('Demo mode')).not.toBeInTheDocument();
  });

  it('when a visitor browses in demo mode, then no badge shows (signed-in users only)', () => {
    renderInMode('demo', null);
    expect(screen.queryByText('Demo mode')).not.toBeInTheDocument();
  });
});
