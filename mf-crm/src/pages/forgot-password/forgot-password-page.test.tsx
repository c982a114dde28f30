import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { API_PATHS } from '@motohaul/contracts';
import { json, network, networkError, networkSettled, stubNetwork } from '@motohaul/platform/test-support/network';
import { config, renderPage } from '../../account-form/test-support/render-page';
import ForgotPasswordPage from './forgot-password-page';

const renderForgot = (appMode: 'demo' | 'live' = 'live') =>
  renderPage((navigation) => <ForgotPasswordPage config={{ ...config, appMode }} user={null} navigation={navigation} />, { url: '/auth/forgot-password' });
const emailBox = () => screen.getByRole('textbox', { name: /^Email/ });
const send = () => screen.getByRole('button', { name: 'Send Reset Link' });

describe('ForgotPasswordPage', () => {
  it('when the email is not valid, then the field says so and nothing is sent', async () => {
    const { user } = renderForgot();
    await user.type(emailBox(), 'pat@');
    await user.click(send());
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    await networkSettled();
    expect(network.requests).toEqual([]);
  });

  it('when the email is sent, then the sent screen shows, without a link when the server gives none', async () => {
    stubNetwork({ [`POST ${API_PATHS.forgotPassword}`]: json({ message: 'If the account exists, an email was sent.' }) });
    const { user } = renderForgot();
    await user.type(emailBox(), ' pat@example.com ');
    await user.click(send());
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByText(/pat@example.com/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the reset link' })).not.toBeInTheDocument();
    expect(network.bodiesOf(`POST ${API_PATHS.forgotPassword}`)).toEqual([{ email: 'pat@example.com' }]);
  });

  it('when the email is sent in demo mode, then the sent screen says to read the link in the admin Outbox', async () => {
    stubNetwork({ [`POST ${API_PATHS.forgotPassword}`]: json({ message: 'sent' }) });
    const { user } = renderForgot('demo');
    await user.type(emailBox(), 'pat@example.com');
    await user.click(send());
    await screen.findByRole('heading', { name: 'Check Your Email' });
    expect(screen.getByText('Demo mode')).toBeInTheDocument();
    expect(screen.getByText(/No email leaves this server unless a mail server is configured\. Sign in to the/)).toBeInTheDocument();
    expect(screen.getByText(/as a super admin and open the Outbox to read the reset link\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin Panel (/admin)' })).toHaveAttribute('href', '/admin');
  });

  it('when the email is sent outside demo mode, then there is no Outbox note', async () => {
    stubNetwork({ [`POST ${API_PATHS.forgotPassword}`]: json({ message: 'sent' }) });
    const { user } = renderForgot('live');
    await user.type(emailBox(), 'pat@example.com');
    await user.click(send());
    await screen.findByRole('heading', { name: 'Check Your Email' });
    expect(screen.queryByText('Demo mode')).not.toBeInTheDocument();
    expect(screen.queryByText(/Outbox/)).not.toBeInTheDocument();
  });

  it('when the answer carries a development resetUrl, then the sent screen links to it', async () => {
    const resetUrl = 'http://localhost:3000/auth/reset-password?token=abc';
    stubNetwork({ [`POST ${API_PATHS.forgotPassword}`]: json({ message: 'sent', resetUrl }) });
    const { user } = renderForgot();
    await user.type(emailBox(), 'pat@example.com');
    await user.click(send());
    expect(await screen.findByRole('link', { name: 'Open the reset link' })).toHaveAttribute('href', resetUrl);
  });

  it('when the request fails, then its message shows, or the spec text without one', async () => {
    stubNetwork({
      [`POST ${API_PATHS.forgotPassword}`]: [
        json({ message: 'Too many requests, please try again later.' }, 429),
        networkError(),
      ],
    });
    const { user } = renderForgot();
    await user.type(emailBox(), 'pat@example.com');
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please try again later.');
    await user.click(send());
    expect(await screen.findByText('Failed to send reset email')).toBeInTheDocument();
  });

  it('when "Use another email" is pressed on the sent screen, then the form is back', async () => {
    stubNetwork({ [`POST ${API_PATHS.forgotPassword}`]: json({ message: 'sent' }) });
    const { user } = renderForgot();
    await user.type(emailBox(), 'pat@example.com');
    await user.click(send());
    await user.click(await screen.findByRole('button', { name: 'Use another email' }));
    expect(send()).toBeInTheDocument();
  });
});
