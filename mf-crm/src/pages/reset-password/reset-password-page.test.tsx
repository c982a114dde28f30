import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { API_PATHS, RESET_REDIRECT_MS } from '@motohaul/contracts';
import { json, network, networkError, networkSettled, stubNetwork } from '@motohaul/platform/test-support/network';
import { config, renderPage } from '../../account-form/test-support/render-page';
import ResetPasswordPage from './reset-password-page';

afterEach(() => {
  vi.useRealTimers();
});

const renderReset = (url = '/auth/reset-password?token=tok-123') =>
  renderPage((navigation) => <ResetPasswordPage config={config} user={null} navigation={navigation} />, { url });
const newPassword = () => screen.getByLabelText(/^New password/);
const confirm = () => screen.getByLabelText(/^Confirm password/);
const submit = () => screen.getByRole('button', { name: 'Reset Password' });

describe('ResetPasswordPage', () => {
  it('when the link has no token, then it says so and offers a new link', () => {
    renderReset('/auth/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or missing reset token');
    expect(screen.queryByRole('button', { name: 'Reset Password' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it('when both fields are empty, then each shows its spec message and nothing is sent', async () => {
    const { user } = renderReset();
    await user.click(submit());
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    await networkSettled();
    expect(network.requests).toEqual([]);
  });

  it("when the two passwords differ, then the confirmation says Passwords don't match", async () => {
    const { user } = renderReset();
    await user.type(newPassword(), 'new-secret');
    await user.type(confirm(), 'other-secret');
    await user.click(submit());
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(confirm()).toHaveAttribute('aria-invalid', 'true');
    expect(newPassword()).not.toHaveAttribute('aria-invalid');
  });

  it('when the server refuses the token, then its message shows, or the spec text without one', async () => {
    stubNetwork({
      [`POST ${API_PATHS.resetPassword}`]: [
        json({ message: 'Invalid or expired reset token' }, 400),
        networkError(),
      ],
    });
    const { user } = renderReset();
    await user.type(newPassword(), 'new-secret');
    await user.type(confirm(), 'new-secret');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired reset token');
    await user.click(submit());
    expect(await screen.findByText('Failed to reset password')).toBeInTheDocument();
  });

  it('when the reset succeeds, then the success screen shows and /login follows 3 seconds later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubNetwork({ [`POST ${API_PATHS.resetPassword}`]: json({ message: 'Password has been reset' }) });
    const { user } = renderReset();
    await user.type(newPassword(), 'new-secret');
    await user.type(confirm(), 'new-secret');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Password Reset Successful' })).toBeInTheDocument();
    expect(network.bodiesOf(`POST ${API_PATHS.resetPassword}`)).toEqual([
      { token: 'tok-123', password: 'new-secret', confirmPassword: 'new-secret' },
    ]);
    await act(() => vi.advanceTimersByTimeAsync(RESET_REDIRECT_MS - 500));
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/reset-password');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
