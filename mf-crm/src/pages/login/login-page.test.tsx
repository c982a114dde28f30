import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { API_PATHS } from '@motohaul/contracts';
import { json, network, networkError, networkSettled, stubNetwork } from '@motohaul/platform/test-support/network';
import { config, makeUser, renderPage } from '../../account-form/test-support/render-page';
import LoginPage from './login-page';

const renderLogin = (user = null as ReturnType<typeof makeUser> | null, url = '/login') =>
  renderPage((navigation) => <LoginPage config={config} user={user} navigation={navigation} />, { url });

describe('LoginPage', () => {
  it('when a visitor opens it, then the form and the links to reset, sign up and home show', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Provider Login' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Username/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/auth/forgot-password');
    expect(screen.getByRole('link', { name: 'Become a provider' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['provider', '/dashboard'],
    ['team_member', '/dashboard'],
    ['super_admin', '/dashboard'],
    ['customer', '/'],
  ] as const)('when a %s is already signed in, then they are sent to %s', (userType, where) => {
    renderLogin(makeUser({ userType }));
    expect(screen.getByTestId('location')).toHaveTextContent(where);
  });

  it('when the fields are empty, then each shows its message and nothing is sent', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Username/ })).toHaveAttribute('aria-invalid', 'true');
    await networkSettled();
    expect(network.requests).toEqual([]);
  });

  it('when the server refuses, then an alert shows its message', async () => {
    stubNetwork({ [`POST ${API_PATHS.login}`]: json({ message: 'Invalid username or password' }, 401) });
    const { user } = renderLogin();
    await user.type(screen.getByRole('textbox', { name: /Username/ }), 'pat');
    await user.type(screen.getByLabelText(/Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
  });

  it('when the answer has no message, then the alert reads Login failed', async () => {
    stubNetwork({ [`POST ${API_PATHS.login}`]: networkError() });
    const { user } = renderLogin();
    await user.type(screen.getByRole('textbox', { name: /Username/ }), 'pat');
    await user.type(screen.getByLabelText(/Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('when the sign-in succeeds, then the trimmed username is sent, the toast shows and cached data is refreshed', async () => {
    stubNetwork({ [`POST ${API_PATHS.login}`]: json(makeUser()) });
    const { user, queryClient } = renderLogin();
    queryClient.setQueryData(['auth', 'me'], null);
    await user.type(screen.getByRole('textbox', { name: /Username/ }), '  pat ');
    await user.type(screen.getByLabelText(/Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Login successful');
    expect(toast).toHaveTextContent('Welcome back!');
    expect(network.bodiesOf(`POST ${API_PATHS.login}`)).toEqual([{ username: 'pat', password: 'secret1' }]);
    await waitFor(() => expect(queryClient.getQueryState(['auth', 'me'])?.isInvalidated).toBe(true));
  });

  describe('the link of the verification email (?verifyEmail=token)', () => {
    const message = 'Thank you: your email address is confirmed. Your company can now be listed in the provider directory.';

    it('when a visitor opens it, then the token is sent once, the confirmation is announced and the sign-in form stays', async () => {
      stubNetwork({ [`POST ${API_PATHS.verifyEmail}`]: json({ message }) });
      renderLogin(null, '/login?verifyEmail=tok-123');
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByText('Email confirmed').closest('[role="status"]')).not.toBeNull();
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
      await networkSettled();
      expect(network.bodiesOf(`POST ${API_PATHS.verifyEmail}`)).toEqual([{ token: 'tok-123' }]);
    });

    it('when the link is used or expired, then an alert says so', async () => {
      stubNetwork({ [`POST ${API_PATHS.verifyEmail}`]: json({ message: 'This verification link is invalid or has expired.' }, 400) });
      renderLogin(null, '/login?verifyEmail=old');
      expect(await screen.findByRole('alert')).toHaveTextContent('This verification link is invalid or has expired.');
    });

    it('when a provider is signed in, then they stay to read the result and get a link to the dashboard', async () => {
      stubNetwork({ [`POST ${API_PATHS.verifyEmail}`]: json({ message }) });
      renderLogin(makeUser({ userType: 'provider' }), '/login?verifyEmail=tok-456');
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Confirm Your Email' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
      expect(network.bodiesOf(`POST ${API_PATHS.verifyEmail}`)).toEqual([{ token: 'tok-456' }]);
    });
  });
});
