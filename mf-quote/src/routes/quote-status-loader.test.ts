import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { json, networkSettled, stubNetwork } from '@motohaul/platform/test-support/network';
import { statusPriceGuideQueryOptions } from '../api/price-guide';
import { quoteStatusQueryOptions } from '../api/quote-status';
import { quoteStatusLoader } from './quote-status-loader';

// ADR 0047: the status page's loader asks for the status as the navigation starts, under the page's key, and returns
// at once.

const args = (queryClient: QueryClient, token?: string) => ({
  params: token ? { token } : {},
  request: new Request(`http://localhost/quote-status/${token ?? ''}`),
  queryClient,
});

describe('quoteStatusLoader', () => {
  it('starts GET /api/quote-status/:token and its price guide under the page’s keys and returns without waiting', async () => {
    const never = () => new Promise<Response>(() => undefined);
    const network = stubNetwork({ 'GET /api/quote-status/abc123': never, 'GET /api/quote-status/abc123/price-guide': never });
    const queryClient = new QueryClient();
    expect(quoteStatusLoader(args(queryClient, 'abc123'))).toBeNull();
    await networkSettled();
    expect(network.to('GET /api/quote-status/abc123')).toHaveLength(1);
    expect(network.to('GET /api/quote-status/abc123/price-guide')).toHaveLength(1);
    expect(queryClient.getQueryState(quoteStatusQueryOptions('abc123').queryKey)?.fetchStatus).toBe('fetching');
    expect(queryClient.getQueryState(statusPriceGuideQueryOptions('abc123').queryKey)?.fetchStatus).toBe('fetching');
  });

  it('puts the answer where the page reads it', async () => {
    const status = { state: 'waiting', jobReference: 'MT-1' };
    const guide = { low: 400, high: 650, jobs: 6 };
    stubNetwork({ 'GET /api/quote-status/abc123': json(status), 'GET /api/quote-status/abc123/price-guide': json(guide) });
    const queryClient = new QueryClient();
    quoteStatusLoader(args(queryClient, 'abc123'));
    await expect.poll(() => queryClient.getQueryData(quoteStatusQueryOptions('abc123').queryKey)).toEqual(status);
    await expect.poll(() => queryClient.getQueryData(statusPriceGuideQueryOptions('abc123').queryKey)).toEqual(guide);
  });

  it('without a token asks for nothing', async () => {
    const network = stubNetwork();
    quoteStatusLoader(args(new QueryClient()));
    await networkSettled();
    expect(network.requests.filter((request) => request.handled)).toHaveLength(0);
  });
});
