import { describe, expect, it, vi } from 'vitest';
import type { ProviderDirectoryResponse, QuoteStatusResponse } from '@motohaul/contracts';
import { pageQueries, type PageQuerySources } from './page-queries';

// ADR 0049, ADR 0062: which API answers a server-rendered page is drawn with. The sources are the contexts' own
// functions (the real ones are exercised through HTTP in server-render.test.ts and the e2e); here, what is asked of them
// for each path, and what a refusal or a failure seeds.

const STATUS = { jobReference: 'MT-000123', headline: 'Waiting for a provider' } as unknown as QuoteStatusResponse;
const DIRECTORY = { providers: [] } as unknown as ProviderDirectoryResponse;

function sources(overrides: Partial<PageQuerySources> = {}) {
  return {
    searchDirectory: vi.fn(async () => DIRECTORY),
    statusForPage: vi.fn(async () => STATUS as QuoteStatusResponse | null),
    ...overrides,
  };
}

describe('pageQueries', () => {
  it('when a status link is opened, then the page is drawn with its answer, read for this client, marked personal and timed', async () => {
    const given = sources();
    const before = Date.now();
    const data = await pageQueries(given)({ pathname: '/quote-status/tok%20en', search: '', ip: '203.0.113.9' });
    expect(given.statusForPage).toHaveBeenCalledWith('tok en', '203.0.113.9');
    expect(data.personal).toBe(true);
    expect(data.queries).toEqual([{ queryKey: ['quote-status', 'tok en'], data: STATUS, updatedAt: expect.any(Number) }]);
    expect(data.queries[0]?.updatedAt).toBeGreaterThanOrEqual(before);
    expect(given.searchDirectory).not.toHaveBeenCalled();
  });

  it('when the token opens nothing or the client is over its limit (null), then nothing is seeded and the browser asks', async () => {
    const data = await pageQueries(sources({ statusForPage: async () => null }))({ pathname: '/quote-status/unknown', search: '', ip: undefined });
    expect(data).toEqual({ queries: [], personal: false });
  });

  it('when the status cannot be read (the database fails), then nothing is seeded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const failing = sources({ statusForPage: async () => Promise.reject(new Error('connection refused')) });
      expect(await pageQueries(failing)({ pathname: '/quote-status/abc', search: '', ip: undefined })).toEqual({ queries: [], personal: false });
      expect(warn).toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('when Find Providers is opened with a search, then the directory answer is seeded and may be kept (not personal)', async () => {
    const given = sources();
    const data = await pageQueries(given)({ pathname: '/find-providers/', search: '?q=%20Penrith%20', ip: undefined });
    expect(given.searchDirectory).toHaveBeenCalledWith('Penrith');
    expect(data).toEqual({ queries: [{ queryKey: ['providers', 'directory', 'Penrith'], data: DIRECTORY }], personal: false });
  });

  it.each(['/', '/quote-status', '/quote-status/a/b', '/get-quote'])('when %s is opened, then no source is asked', async (pathname) => {
    const given = sources();
    expect(await pageQueries(given)({ pathname, search: '', ip: undefined })).toEqual({ queries: [], personal: false });
    expect(given.statusForPage).not.toHaveBeenCalled();
    expect(given.searchDirectory).not.toHaveBeenCalled();
  });
});
