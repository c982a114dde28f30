import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { API_PATHS } from '@motohaul/contracts';

import { PageToaster } from '@motohaul/platform';
import { MemoryNavigation } from '@motohaul/platform/test-support/memory-navigation';
import { json, network, networkSettled, stubNetwork } from '@motohaul/platform/test-support/network';
import AdminPage from '../pages/admin/admin-page';
import { adminApi } from '../api/admin-client';
import { ADMIN_TOKEN_EXPIRES_KEY, ADMIN_TOKEN_KEY, loadAdminTokenFromStorage } from './admin-token-store';

const later = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();
const LOGIN = `POST ${API_PATHS.adminLogin}`;
const OVERVIEW = `GET ${API_PATHS.adminAnalytics}`;
const LOGOUT = `POST ${API_PATHS.adminLogout}`;
const LEADS = `GET ${API_PATHS.adminLeads}`;
const REVIEWS = `GET ${API_PATHS.adminReviews}`;
/** A reply that never comes: the request stays loading. */
const pending = () => new Promise<Response>(() => undefined);

beforeEach(() => {
  localStorage.clear();
  loadAdminTokenFromStorage();
});

function renderAdmin(queryClient = new QueryClient(), initial = '/admin') {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryNavigation initial={initial} patterns={['/admin/:tab']}>
        {(navigation) => <AdminPage config={{ supportPhone: '1300 668 722', appMode: 'demo' as const }} user={null} navigation={navigation} />}
      </MemoryNavigation>
      <PageToaster />
    </QueryClientProvider>,
  );
  return { user, queryClient };
}

const username = () => screen.getByRole('textbox', { name: /^Username/ });
const password = () => screen.getByLabelText(/^Password/);

describe('admin session', () => {
  it('when there is no token, then the login form shows', () => {
    renderAdmin();
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('when the fields are empty, then both say they are required and nothing is sent', async () => {
    const { user } = renderAdmin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await networkSettled();
    expect(network.requests).toEqual([]);
  });

  it('when the credentials are refused, then a destructive toast shows and no token is kept', async () => {
    stubNetwork({ [LOGIN]: json({ message: 'Invalid username or password' }, 401) });
    const { user } = renderAdmin();
    await user.type(username(), 'admin');
    await user.type(password(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login Failed');
    expect(alert).toHaveTextContent('Invalid username or password');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(password()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(network.to(LOGIN)).toHaveLength(1);
  });

  it.each([
    [429, { message: 'Too many requests. Please try again later.' }, 'Too many requests. Please try again later.'],
    [503, { message: 'Service unavailable' }, 'The sign-in could not be checked. Please try again.'],
  ])('when the login answers %i, then the toast says why instead of blaming the password', async (status, body, description) => {
    stubNetwork({ [LOGIN]: json(body, status) });
    const { user } = renderAdmin();
    await user.type(username(), 'admin');
    await user.type(password(), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login Failed');
    expect(alert).toHaveTextContent(description);
    expect(alert).not.toHaveTextContent('Invalid username or password');
  });

  it('while the login is pending, then the button reads Logging in... and is disabled', async () => {
    let answer: (response: Response) => void = () => undefined;
    const login = new Promise<Response>((resolve) => (answer = resolve));
    stubNetwork({ [LOGIN]: () => login });
    const { user } = renderAdmin();
    await user.type(username(), 'admin');
    await user.type(password(), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('button', { name: 'Logging in...' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => answer(json({ message: 'no' }, 401)));
  });

  it('when the login succeeds, then the token is stored, Welcome! shows and the signed-in header appears; Logout ends it', async () => {
    // The login answers; the panel's own admin calls stay pending (they are the admin panel's tests).
    stubNetwork({
      [LOGIN]: json({ token: 'tok-1', expiresAt: later(), user: { id: 1, username: 'admin', firstName: 'Ada', lastName: 'Admin' } }),
      [OVERVIEW]: pending,
      [LOGOUT]: json({ message: 'Logged out successfully' }),
    });
    const { user, queryClient } = renderAdmin();
    await user.type(username(), ' admin ');
    await user.type(password(), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Welcome!Successfully logged in to admin dashboard');
    expect(screen.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('tok-1');
    expect(network.requests[0]?.path).toBe(API_PATHS.adminLogin);
    expect(network.bodiesOf(LOGIN)).toEqual([{ username: 'admin', password: 'admin123' }]);
    expect(network.unhandled).toEqual([]);

    queryClient.setQueryData([API_PATHS.adminAnalytics], { totalProviders: 3 });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByRole('status')).toHaveTextContent('Logged OutSuccessfully logged out from admin dashboard');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(username()).toHaveValue('');
    expect(password()).toHaveValue('');
    expect(queryClient.getQueryData([API_PATHS.adminAnalytics])).toBeUndefined();
    // The server is told too: the token stops working for whoever holds a copy.
    await waitFor(() => expect(network.to(LOGOUT)).toHaveLength(1));
    expect(network.to(LOGOUT)[0]?.headers.authorization).toBe('Bearer tok-1');
  });

  it('when a signed-in admin opens a tab by its address, then the title names the tab; after Logout it is the plain one', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'tok-3');
    localStorage.setItem(ADMIN_TOKEN_EXPIRES_KEY, later());
    loadAdminTokenFromStorage(); // as a page load finds it
    stubNetwork({ [REVIEWS]: pending, [LOGOUT]: json({ message: 'Logged out successfully' }) });
    document.title = 'MotoHaul';
    const { user } = renderAdmin(new QueryClient(), '/admin/reviews');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    expect(document.title).toBe('Reviews | Admin Dashboard | MotoHaul');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(document.title).toBe('Admin Dashboard | MotoHaul');
  });

  it('when a stored token has passed its expiry time, then the login form shows', () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'old');
    localStorage.setItem(ADMIN_TOKEN_EXPIRES_KEY, new Date(Date.now() - 1000).toISOString());
    loadAdminTokenFromStorage(); // as a page load finds it
    renderAdmin();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('adminApi', () => {
  it('when calling, then the token goes in the Authorization header', async () => {
    stubNetwork({ [OVERVIEW]: json({ totalProviders: 1 }) });
    await expect(adminApi('tok-9').get(API_PATHS.adminAnalytics)).resolves.toEqual({ totalProviders: 1 });
    expect(network.to(OVERVIEW)[0]?.headers.authorization).toBe('Bearer tok-9');
  });

  it('when the server answers 401, then the token is dropped and the login form shows', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'tok-2');
    localStorage.setItem(ADMIN_TOKEN_EXPIRES_KEY, later());
    loadAdminTokenFromStorage(); // as a page load finds it
    stubNetwork({ [OVERVIEW]: pending, [LEADS]: json({ message: 'Admin token expired' }, 401) });
    renderAdmin();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await act(async () => {
      await expect(adminApi('tok-2').get(API_PATHS.adminLeads)).rejects.toMatchObject({ status: 401 });
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument());
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Session Expired');
  });

  it('when a 401 answers an older token, then a newer session is kept', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'tok-new');
    localStorage.setItem(ADMIN_TOKEN_EXPIRES_KEY, later());
    loadAdminTokenFromStorage(); // as a page load finds it
    stubNetwork({ [LEADS]: json({ message: 'expired' }, 401) });
    await expect(adminApi('tok-old').get(API_PATHS.adminLeads)).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('tok-new');
  });
});
