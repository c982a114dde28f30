import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { API_PATHS } from '@motohaul/contracts';
import { json, network, networkSettled, stubNetwork } from '@motohaul/platform/test-support/network';
import { config, makeUser, renderPage } from '../../account-form/test-support/render-page';
import { fullPageLoad } from '../../account-form/full-page-load';
import ProviderSignupPage from './provider-signup-page';

vi.mock('../../account-form/full-page-load', () => ({ fullPageLoad: vi.fn() }));

afterEach(() => {
  vi.mocked(fullPageLoad).mockReset();
});

const renderSignup = () => renderPage((navigation) => <ProviderSignupPage config={config} user={null} navigation={navigation} />, { url: '/provider-signup' });
const box = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const submit = () => screen.getByRole('button', { name: 'Create Account' });

async function fillValid(user: UserEvent) {
  await user.type(box('First name'), 'Pat');
  await user.type(box('Last name'), 'Provider');
  await user.type(box('Company name'), 'Pat Transport');
  await user.type(box('Phone'), '0412345678');
  await user.type(box('Username'), 'pat-transport');
  await user.type(screen.getByLabelText(/^Password/), 'secret1');
}

describe('ProviderSignupPage', () => {
  it('when the form is sent empty, then each required field shows its message and nothing is sent', async () => {
    const { user } = renderSignup();
    await user.click(submit());
    for (const message of [
      'First name is required',
      'Last name is required',
      'Company name is required',
      'Phone number must be at least 10 digits',
      'Username is required',
      'Password must be at least 6 characters',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await networkSettled();
    expect(network.requests).toEqual([]);
  });

  it('when the email is not valid or the password too short, then those fields say so', async () => {
    const { user } = renderSignup();
    await fillValid(user);
    await user.type(box('Email'), 'not-an-email');
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), '12345');
    await user.click(submit());
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(box('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('when the account is created, then it signs in with the same credentials and loads /dashboard as a full page', async () => {
    stubNetwork({
      [`POST ${API_PATHS.providerSignup}`]: json(makeUser(), 201),
      [`POST ${API_PATHS.login}`]: json(makeUser()),
    });
    const { user } = renderSignup();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Account Created!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(network.bodiesOf(`POST ${API_PATHS.providerSignup}`)).toEqual([
      {
        firstName: 'Pat',
        lastName: 'Provider',
        companyName: 'Pat Transport',
        phone: '+61412345678',
        email: '',
        username: 'pat-transport',
        password: 'secret1',
      },
    ]);
    expect(network.bodiesOf(`POST ${API_PATHS.login}`)).toEqual([{ username: 'pat-transport', password: 'secret1' }]);
    expect(fullPageLoad).toHaveBeenCalledWith('/dashboard');
  });

  it('when the sign-in after the signup fails, then the success screen stays and no page load happens', async () => {
    stubNetwork({
      [`POST ${API_PATHS.providerSignup}`]: json(makeUser(), 201),
      [`POST ${API_PATHS.login}`]: json({ message: 'down' }, 500),
    });
    const { user } = renderSignup();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Account Created!' })).toBeInTheDocument();
    expect(screen.getByText(/Sign in to open your dashboard/)).toBeInTheDocument();
    expect(fullPageLoad).not.toHaveBeenCalled();
  });

  it('when the signup fails, then the spec text shows and the form stays', async () => {
    stubNetwork({ [`POST ${API_PATHS.providerSignup}`]: json({ message: 'Internal error' }, 500) });
    const { user } = renderSignup();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create account. Please try again.');
    expect(submit()).toBeEnabled();
    expect(fullPageLoad).not.toHaveBeenCalled();
  });

  it('when the username is taken (409), then the server message shows', async () => {
    stubNetwork({ [`POST ${API_PATHS.providerSignup}`]: json({ message: 'Username already exists' }, 409) });
    const { user } = renderSignup();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Username already exists');
  });

  it('when the server names bad fields, then they show under those fields', async () => {
    stubNetwork({
      [`POST ${API_PATHS.providerSignup}`]: json(
        { message: 'Please correct the highlighted fields.', fieldErrors: { phone: ['Phone number must be at least 10 digits'] } },
        400,
      ),
    });
    const { user } = renderSignup();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText('Phone number must be at least 10 digits')).toBeInTheDocument();
    expect(box('Phone')).toHaveAttribute('aria-invalid', 'true');
  });

  it('when sign-ups from this address are over the limit (429), then the form says so plainly and stays', async () => {
    stubNetwork({ [`POST ${API_PATHS.providerSignup}`]: json({ message: 'Too many requests. Please try again later.' }, 429) });
    const { user } = renderSignup();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many accounts have been created from your network or in total just now. Please try again within the hour.',
    );
    expect(submit()).toBeEnabled();
    expect(fullPageLoad).not.toHaveBeenCalled();
  });

  it('when the account is created with an email, then the success screen says the emailed link lists the company', async () => {
    stubNetwork({ [`POST ${API_PATHS.providerSignup}`]: json(makeUser(), 201), [`POST ${API_PATHS.login}`]: json({ message: 'down' }, 500) });
    const { user } = renderSignup();
    await fillValid(user);
    await user.type(box('Email'), 'pat@transport.example');
    await user.click(submit());
    expect(await screen.findByText(/We have emailed a link to pat@transport\.example: your company is listed in the provider directory once you confirm your email\./)).toBeInTheDocument();
  });

  it('when the account is created without an email, then the success screen says an admin approves the listing', async () => {
    stubNetwork({ [`POST ${API_PATHS.providerSignup}`]: json(makeUser(), 201), [`POST ${API_PATHS.login}`]: json({ message: 'down' }, 500) });
    const { user } = renderSignup();
    await fillValid(user);
    await user.click(submit());
    expect(
      await screen.findByText('Without an email address, your company is listed in the provider directory once our team approves your account.'),
    ).toBeInTheDocument();
  });
});
