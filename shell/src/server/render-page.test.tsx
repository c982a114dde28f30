import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { apiClient, type RemoteRoute, type RouteLoaderArgs } from '@motohaul/contracts';
import { json } from '@motohaul/platform/test-support/network';
import { drawServerRoutes, expectHydratedInPlace, expectLeftToTheBrowser, stubApi } from '../test-support/server-render';
import { renderPage } from './render-page';

// The shell's server render (ADR 0037, ADR 0086) against a stand-in remote, not another team's pages: the shell's
// first data and the route's loader in one cache that goes with the page, the pages it leaves to the browser, and a
// hydration without a mismatch. The remotes' own pages are drawn in their own tests (mf-*/src/server).

const weather = (city: string) =>
  queryOptions({ queryKey: ['stand-in', 'weather', city], queryFn: ({ signal }) => apiClient.get<{ sky: string }>(`/api/weather?city=${city}`, { signal }) });

function WeatherPage() {
  const { data } = useSuspenseQuery(weather('sydney'));
  return <h1>Sky over Sydney: {data.sky}</h1>;
}

const routes: RemoteRoute[] = [
  {
    path: '/weather',
    loader: ({ queryClient }: RouteLoaderArgs<QueryClient>) => void queryClient.prefetchQuery(weather('sydney')),
    page: () => Promise.resolve({ default: WeatherPage }),
    handle: { title: 'Weather | Stand-in', description: 'The stand-in weather page.', public: true, signedOut: true },
  },
  {
    path: '/calm',
    page: () => Promise.resolve({ default: () => <h1>A page without data</h1> }),
    handle: { title: 'Calm | Stand-in', description: 'The stand-in page without data.', public: true, signedOut: true },
  },
];

drawServerRoutes('mf_public', routes);
beforeEach(() => stubApi({ 'GET /api/weather': json({ sky: 'blue' }) }));

describe('renderPage', () => {
  it("draws the shell around the remote's page, with its loader's answer, which goes with the page", async () => {
    const rendered = await renderPage({ url: '/weather' });
    expect(rendered.state.page).toEqual({ remote: 'mf_public', path: '/weather' });
    document.body.innerHTML = `<div id="root">${rendered.rootHtml ?? ''}</div>`;
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sky over Sydney: blue');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('1300 123 456');
    expect(JSON.stringify(rendered.state.queries)).toContain('"sky":"blue"');
  });

  it('draws the page when its loader cannot get its answer (a release check has no API), without throwing', async () => {
    stubApi({ 'GET /api/weather': json({ message: 'down' }, 500) });
    const rendered = await renderPage({ url: '/weather' });
    expect(rendered.state.page).toEqual({ remote: 'mf_public', path: '/weather' });
    expect(rendered.rootHtml).not.toBeNull();
  });

  it.each(['/dashboard', '/no-such-page'])("leaves %s to the browser (no remote draws it), with the shell's first data", async (url) => {
    await expectLeftToTheBrowser(url);
  });
});

describe('hydrating the server markup', () => {
  it.each(['/weather', '/calm'])('hydrates %s without a mismatch, and asks for nothing again', async (url) => {
    await expectHydratedInPlace(url, stubApi({ 'GET /api/weather': json({ sky: 'blue' }) }));
  });
});
