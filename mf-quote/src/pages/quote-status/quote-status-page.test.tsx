import { describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { API_PATHS, RIDER_STAGE_WORDS, quoteStatusWords, type QuoteStatusResponse } from '@motohaul/contracts';
import { MemoryNavigation } from '@motohaul/platform/test-support/memory-navigation';
import { json, network, stubNetwork } from '@motohaul/platform/test-support/network';
import { recentRequests } from '../../api/recent-requests';
import QuoteStatusPage from './quote-status-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const STATUS = `GET ${API_PATHS.quoteStatus(TOKEN)}`;
const props = { config: { supportPhone: '1300 668 642', appMode: 'demo' as const }, user: null };

const waiting: QuoteStatusResponse = {
  jobReference: 'MT-250123',
  requestedAt: '2026-11-25T01:00:00.000Z',
  motorcycle: 'Honda CBR650R',
  state: 'waiting',
  stage: null,
  ...quoteStatusWords('waiting', null),
  provider: null,
  canCancel: false,
  cancellation: null,
  tracking: null,
};
const bought = (stage: keyof typeof RIDER_STAGE_WORDS, provider = { companyName: 'Casey Moto Transport', phone: '+61400111222', verified: true, insured: false }): QuoteStatusResponse => ({
  ...waiting,
  state: 'bought',
  stage,
  ...RIDER_STAGE_WORDS[stage],
  provider,
});

function renderPage(path = `/quote-status/${TOKEN}`) {
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryNavigation initial={path} patterns={['/quote-status/:token']}>
        {(navigation) =>
          navigation.pathname.startsWith('/quote-status/') ? <QuoteStatusPage {...props} navigation={navigation} /> : <p data-testid="where">{navigation.pathname}</p>
        }
      </MemoryNavigation>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('QuoteStatusPage', () => {
  it('shows a loading state, then "Waiting for a provider" with the job, no provider and the progress at Taken', async () => {
    stubNetwork({ [STATUS]: json(waiting) });
    renderPage();
    expect(screen.getByRole('status', { name: '' })).toBeInTheDocument();
    expect(screen.getByText('Loading your request')).toBeInTheDocument();

    expect(await screen.findByText('Waiting for a provider')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Quote Request' })).toBeInTheDocument();
    const request = screen.getByRole('list', { name: 'Request details' });
    expect(within(request).getByText('Job MT-250123')).toBeInTheDocument();
    expect(within(request).getByText('Honda CBR650R')).toBeInTheDocument();
    expect(within(request).getByText('Requested 25 Nov 2026')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your provider' })).not.toBeInTheDocument();
    const progress = screen.getByRole('list', { name: "Your request's progress" });
    expect(within(progress).getByText('Taken').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(network.to(STATUS)).toHaveLength(1);
  });

  it('once bought, shows the provider’s company, a call link to their phone and "They will call you shortly"', async () => {
    stubNetwork({ [STATUS]: json(bought('purchased')) });
    renderPage();
    expect(await screen.findByText('They will call you shortly')).toBeInTheDocument();
    const provider = screen.getByRole('region', { name: 'Your provider' });
    expect(within(provider).getByText('Casey Moto Transport')).toBeInTheDocument();
    expect(within(provider).getByRole('link', { name: 'Call 0400 111 222' })).toHaveAttribute('href', 'tel:0400111222');
  });

  it.each(Object.keys(RIDER_STAGE_WORDS) as (keyof typeof RIDER_STAGE_WORDS)[])('shows the %s stage in the rider’s words', async (stage) => {
    stubNetwork({ [STATUS]: json(bought(stage)) });
    renderPage();
    expect(await screen.findByText(RIDER_STAGE_WORDS[stage].headline)).toBeInTheDocument();
    expect(screen.getByText(RIDER_STAGE_WORDS[stage].detail)).toBeInTheDocument();
  });

  it('in transit with a shared position, shows where the motorcycle is, In transit done and Delivered next; once delivered, no map', async () => {
    const recordedAt = new Date(Date.now() - 4 * 60_000).toISOString();
    const tracking = { position: { latitude: -33.31, longitude: 151.39, accuracyM: 20, recordedAt }, dropoff: { latitude: -32.93, longitude: 151.78 }, distanceKm: 55, arrivalMinutes: 54 };
    stubNetwork({ [STATUS]: [json({ ...bought('in_transit'), tracking }), json(bought('delivered'))] });
    const user = renderPage();
    const section = await screen.findByRole('region', { name: 'Where your motorcycle is' });
    expect(section).toHaveTextContent(/Updated [45] min ago/);
    expect(section).toHaveTextContent('Arrival in about 55 min');
    const progress = screen.getByRole('list', { name: "Your request's progress" });
    expect(within(progress).getByText('Delivered').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(within(progress).getByText('In transit').closest('li')).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('button', { name: 'Check now' }));
    expect(await screen.findByText(RIDER_STAGE_WORDS.delivered.headline)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Where your motorcycle is' })).not.toBeInTheDocument();
  });

  it('without a company or phone from the provider, names no one and offers no call link', async () => {
    stubNetwork({ [STATUS]: json(bought('purchased', { companyName: null, phone: null } as never)) });
    renderPage();
    const provider = await screen.findByRole('region', { name: 'Your provider' });
    expect(within(provider).getByText('A MotoHaul transport provider')).toBeInTheDocument();
    expect(within(provider).queryByRole('link')).not.toBeInTheDocument();
  });

  it('for a link that opens nothing (404), says the link is not valid and offers a new quote and a call, without asking again', async () => {
    stubNetwork({ [STATUS]: json({ message: 'This status link is not valid' }, 404) });
    const user = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'This status link is not valid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call 1300 668 642' })).toHaveAttribute('href', 'tel:1300668642');
    expect(network.to(STATUS)).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: 'Get a Free Quote' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/get-quote');
  });

  it('when the status cannot be loaded, says so and loads it again on "Try again"', async () => {
    stubNetwork({ [STATUS]: [json({ message: 'Internal server error' }, 500), json({ message: 'Internal server error' }, 500), json(waiting)] });
    const user = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Your request's status could not be loaded");
    expect(alert).toHaveTextContent('Internal server error');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Waiting for a provider')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Your Quote Request' })).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('"Check now" asks again and shows the news', async () => {
    stubNetwork({ [STATUS]: [json(waiting), json(bought('purchased'))] });
    const user = renderPage();
    await screen.findByText('Waiting for a provider');
    await user.click(screen.getByRole('button', { name: 'Check now' }));
    expect(await screen.findByText('They will call you shortly')).toBeInTheDocument();
    expect(screen.getByText('Casey Moto Transport')).toBeInTheDocument();
  });
});

describe('QuoteStatusPage price guide (issue 47 item 1)', () => {
  it('shows what riders paid for similar trips under the status, and nothing when the guide cannot load', async () => {
    stubNetwork({ [STATUS]: json(waiting), [`GET ${API_PATHS.quoteStatusPriceGuide(TOKEN)}`]: json({ shown: true, low: 420, high: 560, transports: 12, months: 12, sameRoute: true }) });
    renderPage();
    expect(await screen.findByText('Riders paid $420-$560 for similar trips (12 transports in the last 12 months)')).toBeInTheDocument();
    cleanup();

    stubNetwork({ [STATUS]: json(waiting), [`GET ${API_PATHS.quoteStatusPriceGuide(TOKEN)}`]: json({ message: 'Too many requests. Please try again later.' }, 429) });
    renderPage();
    expect(await screen.findByText('Waiting for a provider')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('price-guide')).toBeEmptyDOMElement());
    expect(screen.queryByText(/Too many requests/)).not.toBeInTheDocument();
  });
});

describe('QuoteStatusPage on this device (ADR 0056)', () => {
  it('keeps the request it shows for /get-quote and /quote-success, and forgets a link that opens nothing', async () => {
    localStorage.clear();
    stubNetwork({ [STATUS]: json(waiting) });
    renderPage();
    expect(await screen.findByText('Waiting for a provider')).toBeInTheDocument();
    await waitFor(() => expect(recentRequests().map((request) => request.statusToken)).toEqual([TOKEN]));
    expect(recentRequests()[0]?.jobReference).toBe('MT-250123');
    cleanup();

    stubNetwork({ [STATUS]: json({ message: 'This status link is not valid' }, 404) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'This status link is not valid' })).toBeInTheDocument();
    await waitFor(() => expect(recentRequests()).toEqual([]));
  });
});
