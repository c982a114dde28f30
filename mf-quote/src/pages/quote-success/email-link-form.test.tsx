import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { API_PATHS } from '@motohaul/contracts';
import { json, network, stubNetwork } from '@motohaul/platform/test-support/network';
import { EmailLinkForm } from './email-link-form';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const SEND = `POST ${API_PATHS.quoteStatusEmail(TOKEN)}`;

const renderForm = () => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <EmailLinkForm token={TOKEN} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
};

describe("EmailLinkForm ('Email me this link', issue 47 item 2)", () => {
  it('sends the typed address and says the link was emailed to it', async () => {
    stubNetwork({ [SEND]: json({ message: 'We have emailed you the link to this page' }, 202) });
    const user = renderForm();
    expect(screen.getByRole('form', { name: 'Email me this link' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your email address'), 'rider@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me this link' }));
    expect(await screen.findByText('We have emailed you the link to this page: rider@example.com.')).toBeInTheDocument();
    expect(network.to(SEND)[0]?.body).toEqual({ email: 'rider@example.com' });
  });

  it('checks the address before sending, and shows the API’s limit in words', async () => {
    stubNetwork({ [SEND]: json({ message: 'Too many requests. Please try again later.' }, 429) });
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Email me this link' }));
    expect(screen.getByLabelText('Your email address')).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid email address'));
    expect(network.to(SEND)).toHaveLength(0);
    await user.type(screen.getByLabelText('Your email address'), 'rider@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me this link' }));
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeInTheDocument();
  });
});
