import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { API_PATHS, CANCELLATION_REASON_MESSAGE, RIDER_STAGE_WORDS, quoteStatusWords, type QuoteStatusResponse } from '@motohaul/contracts';
import { MemoryNavigation } from '@motohaul/platform/test-support/memory-navigation';
import { json, network, networkSettled, stubNetwork } from '@motohaul/platform/test-support/network';
import QuoteStatusPage from './quote-status-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const STATUS = `GET ${API_PATHS.quoteStatus(TOKEN)}`;
const CANCEL = `POST ${API_PATHS.quoteStatusCancel(TOKEN)}`;
const props = { config: { supportPhone: '1300 668 642', appMode: 'demo' as const }, user: null };

const bought: QuoteStatusResponse = {
  jobReference: 'MT-250123',
  requestedAt: '2026-11-25T01:00:00.000Z',
  motorcycle: 'Honda CBR650R',
  state: 'bought',
  stage: 'purchased',
  ...RIDER_STAGE_WORDS.purchased,
  provider: { companyName: 'Casey Moto Transport', phone: '+61400111222', verified: true, insured: false },
  canCancel: true,
  cancellation: null,
  tracking: null,
};
const cancelled: QuoteStatusResponse = {
  ...bought,
  state: 'cancelled',
  stage: null,
  ...quoteStatusWords('cancelled', null),
  provider: null,
  canCancel: false,
  cancellation: { cancelledAt: '2026-11-25T02:00:00.000Z', reason: 'Sold the bike instead' },
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryNavigation initial={`/quote-status/${TOKEN}`} patterns={['/quote-status/:token']}>
        {(navigation) => <QuoteStatusPage {...props} navigation={navigation} />}
      </MemoryNavigation>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe("the status page's cancellation (issue 47 item 3)", () => {
  it('when the rider says they no longer need transport, then a reason is asked for, sent, and the page says cancelled with it', async () => {
    stubNetwork({ [STATUS]: json(bought), [CANCEL]: json(cancelled) });
    const user = renderPage();
    const section = await screen.findByRole('region', { name: 'Plans changed?' });
    await user.click(within(section).getByRole('button', { name: 'I no longer need transport' }));

    const reason = within(section).getByRole('textbox', { name: /Why don't you need transport any more\?/ });
    expect(reason).toHaveFocus();
    expect(within(section).getByText(/your provider told at once/)).toBeInTheDocument();
    // Nothing is sent without a reason: the field says why and keeps the focus.
    await user.click(within(section).getByRole('button', { name: 'Cancel my request' }));
    expect(within(section).getByText(CANCELLATION_REASON_MESSAGE)).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await networkSettled();
    expect(network.to(CANCEL)).toHaveLength(0);

    await user.type(reason, 'Sold the bike instead');
    await user.click(within(section).getByRole('button', { name: 'Cancel my request' }));
    expect(await screen.findByText('You cancelled this request')).toBeInTheDocument();
    expect(network.bodiesOf(CANCEL)).toEqual([{ reason: 'Sold the bike instead' }]);
    expect(screen.getByText('Your reason: “Sold the bike instead”')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Plans changed?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your provider' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('when the rider keeps the request, then the form closes, nothing is sent and the focus returns to the button', async () => {
    stubNetwork({ [STATUS]: json(bought), [CANCEL]: json(cancelled) });
    const user = renderPage();
    const section = await screen.findByRole('region', { name: 'Plans changed?' });
    await user.click(within(section).getByRole('button', { name: 'I no longer need transport' }));
    await user.click(within(section).getByRole('button', { name: 'Keep my request' }));
    expect(within(section).getByRole('button', { name: 'I no longer need transport' })).toHaveFocus();
    await networkSettled();
    expect(network.to(CANCEL)).toHaveLength(0);
  });

  it('when the API refuses (cancelled already, 409), then the page asks for the status again and shows it cancelled', async () => {
    stubNetwork({ [STATUS]: [json(bought), json(cancelled)], [CANCEL]: json({ message: 'This request has already been cancelled.' }, 409) });
    const user = renderPage();
    const section = await screen.findByRole('region', { name: 'Plans changed?' });
    await user.click(within(section).getByRole('button', { name: 'I no longer need transport' }));
    await user.type(within(section).getByRole('textbox'), 'No longer needed');
    await user.click(within(section).getByRole('button', { name: 'Cancel my request' }));
    expect(await screen.findByText('You cancelled this request')).toBeInTheDocument();
    expect(network.to(STATUS).length).toBeGreaterThanOrEqual(2);
  });

  it('when the API names a bad reason (400), then it shows on the field', async () => {
    stubNetwork({ [STATUS]: json(bought), [CANCEL]: json({ message: 'Validation failed', fieldErrors: { reason: ['Must be at most 500 characters'] } }, 400) });
    const user = renderPage();
    const section = await screen.findByRole('region', { name: 'Plans changed?' });
    await user.click(within(section).getByRole('button', { name: 'I no longer need transport' }));
    await user.type(within(section).getByRole('textbox'), 'x');
    await user.click(within(section).getByRole('button', { name: 'Cancel my request' }));
    expect(await within(section).findByText('Must be at most 500 characters')).toBeInTheDocument();
  });

  it('when the request can no longer be cancelled (transported, or a repeat’s link), then no cancel offer shows', async () => {
    stubNetwork({ [STATUS]: json({ ...bought, stage: 'delivered', ...RIDER_STAGE_WORDS.delivered, canCancel: false }) });
    renderPage();
    expect(await screen.findByText(RIDER_STAGE_WORDS.delivered.headline)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I no longer need transport' })).not.toBeInTheDocument();
  });
});
