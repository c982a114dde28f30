import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { API_PATHS, type PriceGuide } from '@motohaul/contracts';
import { json, networkSettled, stubNetwork } from '@motohaul/platform/test-support/network';
import { StatusPriceGuide, TripPriceGuide } from './price-guide-note';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const shown: PriceGuide = { shown: true, low: 420, high: 560, transports: 12, months: 12, sameRoute: true };
const TEXT = 'Riders paid $420-$560 for similar trips (12 transports in the last 12 months)';

const renderIn = (ui: React.ReactNode) =>
  render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

describe('the price guide note', () => {
  it('asks for the wizard’s trip and says what riders paid, in a polite live region', async () => {
    const network = stubNetwork({ [`GET ${API_PATHS.priceGuide}`]: json(shown) });
    renderIn(<TripPriceGuide pickup="Sydney NSW 2000" dropoff=" Brisbane City QLD 4000 " />);
    const note = screen.getByTestId('price-guide');
    expect(note).toHaveAttribute('aria-live', 'polite');
    expect(note).toBeEmptyDOMElement();
    await waitFor(() => expect(note).toHaveTextContent(TEXT));
    const [sent] = network.to(`GET ${API_PATHS.priceGuide}`);
    expect(Object.fromEntries(sent!.searchParams)).toEqual({ pickup: 'Sydney NSW 2000', dropoff: 'Brisbane City QLD 4000' });
  });

  it('shows nothing when too few jobs back the guide', async () => {
    const network = stubNetwork({ [`GET ${API_PATHS.priceGuide}`]: json({ shown: false }) });
    renderIn(<TripPriceGuide pickup="Perth WA 6000" dropoff="Bunbury WA 6230" />);
    await waitFor(() => expect(network.to(`GET ${API_PATHS.priceGuide}`)).toHaveLength(1));
    await networkSettled();
    expect(screen.getByTestId('price-guide')).toBeEmptyDOMElement();
  });

  it('hides itself when asking fails, and asks once only', async () => {
    const network = stubNetwork({ [`GET ${API_PATHS.priceGuide}`]: json({ message: 'Server error' }, 500) });
    renderIn(<TripPriceGuide pickup="Sydney NSW 2000" dropoff="Brisbane City QLD 4000" />);
    await waitFor(() => expect(network.to(`GET ${API_PATHS.priceGuide}`)).toHaveLength(1));
    await networkSettled();
    expect(screen.getByTestId('price-guide')).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not ask before both places are typed', async () => {
    const network = stubNetwork({});
    renderIn(<TripPriceGuide pickup="Sydney NSW 2000" dropoff="" />);
    await networkSettled();
    expect(network.to(`GET ${API_PATHS.priceGuide}`)).toHaveLength(0);
    expect(network.unhandled).toHaveLength(0);
  });

  it('asks by the status link for a sent request', async () => {
    stubNetwork({ [`GET ${API_PATHS.quoteStatusPriceGuide(TOKEN)}`]: json(shown) });
    renderIn(<StatusPriceGuide token={TOKEN} />);
    await waitFor(() => expect(screen.getByTestId('price-guide')).toHaveTextContent(TEXT));
  });
});
