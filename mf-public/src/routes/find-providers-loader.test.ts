import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { json, networkSettled, stubNetwork } from '@motohaul/platform/test-support/network';
import { providerDirectoryQueryOptions } from '../api/provider-directory';
import { findProvidersLoader } from './find-providers-loader';

// ADR 0086: the directory's loader asks for the URL's search under the page's key, and returns at once.

const args = (queryClient: QueryClient, search: string) => ({ params: {}, request: new Request(`http://localhost/find-providers${search}`), queryClient });

describe('findProvidersLoader', () => {
  it("asks for the search of the URL's q, trimmed, and puts the answer where the page reads it", async () => {
    const answer = { providers: [], place: null };
    const network = stubNetwork({ 'GET /api/providers/directory': json(answer) });
    const queryClient = new QueryClient();
    expect(findProvidersLoader(args(queryClient, '?q=%202150%20'))).toBeNull();
    await networkSettled();
    expect(network.to('GET /api/providers/directory').map(({ searchParams }) => searchParams.get('q'))).toEqual(['2150']);
    expect(queryClient.getQueryData(providerDirectoryQueryOptions('2150').queryKey)).toEqual(answer);
  });

  it('asks for the whole directory without a search', async () => {
    const network = stubNetwork({ 'GET /api/providers/directory': json({ providers: [], place: null }) });
    findProvidersLoader(args(new QueryClient(), ''));
    await networkSettled();
    expect(network.to('GET /api/providers/directory').map(({ searchParams }) => searchParams.has('q'))).toEqual([false]);
  });
});
