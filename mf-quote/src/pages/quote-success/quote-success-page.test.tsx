import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryNavigation } from '@motohaul/platform/test-support/memory-navigation';
import { API_PATHS } from '@motohaul/contracts';
import { json, stubNetwork } from '@motohaul/platform/test-support/network';
import QuoteSuccessPage from './quote-success-page';
import { rememberSubmittedQuote } from '../../api/quote-submission';

const props = { config: { supportPhone: '1300 668 642', appMode: 'demo' as const }, user: null };

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryNavigation initial="/quote-success">
        {(navigation) =>
          navigation.pathname === '/quote-success' ? (
            <QuoteSuccessPage {...props} navigation={navigation} />
          ) : (
            <p data-testid="where">{navigation.pathname}</p>
          )
        }
      </MemoryNavigation>
    </QueryClientProvider>,
  );

afterEach(() => sessionStorage.clear());

describe('QuoteSuccessPage', () => {
  it('confirms the submission under its heading', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Transport Quote Submitted!' })).toBeInTheDocument();
  });

  it('lists what happens next, in order', () => {
    renderPage();
    const section = screen.getByRole('region', { name: 'What Happens Next?' });
    const items = within(section).getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent);
    expect(items).toEqual(['Provider matching', 'Direct contact with quotes', 'Transport arranged']);
  });

  it('explains why, in a card', () => {
    renderPage();
    const why = screen.getByRole('region', { name: 'Why MotoHaul?' });
    for (const reason of ['Verified and insured providers', 'Australia-wide coverage', 'Responses within 24 hours']) {
      expect(within(why).getByText(reason)).toBeInTheDocument();
    }
  });

  it('offers a call-now tel: link with the configured support phone', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Call Now: 1300 668 642' })).toHaveAttribute('href', 'tel:1300668642');
  });

  it('links back home and to another quote', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('link', { name: 'Get Another Quote' })).toHaveAttribute('href', '/get-quote');
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });
});

describe('QuoteSuccessPage: the status link', () => {
  const statusToken = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
  const url = `${window.location.origin}/quote-status/${statusToken}`;

  it('shows what riders paid for the trip of the quote this tab sent, asked by its status link', async () => {
    rememberSubmittedQuote({ id: 7, jobReference: 'MT-250007', status: 'available', statusToken });
    stubNetwork({ [`GET ${API_PATHS.quoteStatusPriceGuide(statusToken)}`]: json({ shown: true, low: 420, high: 560, transports: 12, months: 12, sameRoute: false }) });
    renderPage();
    expect(await screen.findByText('Riders paid $420-$560 for similar trips (12 transports in the last 12 months)')).toBeInTheDocument();
  });

  it('shows the private link of the quote this tab sent, says to keep it private, and copies it', async () => {
    rememberSubmittedQuote({ id: 7, jobReference: 'MT-250007', status: 'available', statusToken });
    const user = userEvent.setup();
    renderPage();
    const section = screen.getByRole('region', { name: 'Follow Your Request' });
    expect(section).toHaveTextContent('Your job reference is MT-250007');
    expect(section).toHaveTextContent('Keep it to yourself');
    expect(within(section).getByRole('textbox', { name: 'Your status link' })).toHaveValue(url);

    await user.click(within(section).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(within(section).getByText('Link copied.')).toHaveAttribute('role', 'status');

    await user.click(within(section).getByRole('link', { name: 'View Request Status' }));
    expect(screen.getByTestId('where')).toHaveTextContent(`/quote-status/${statusToken}`);
  });

  it('shows no link when this tab sent no quote (the page opened on its own)', () => {
    renderPage();
    expect(screen.queryByRole('region', { name: 'Follow Your Request' })).not.toBeInTheDocument();
  });
});
