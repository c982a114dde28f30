import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { API_PATHS, type PageNavigation } from '@motohaul/contracts';
import { MemoryNavigation } from '@motohaul/platform/test-support/memory-navigation';
import { json, network, stubNetwork } from '@motohaul/platform/test-support/network';
import FindProvidersPage from './find-providers-page';

const DIRECTORY = `GET ${API_PATHS.providerDirectory}`;

function renderPage(initial: string) {
  let navigation: PageNavigation | undefined;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryNavigation initial={initial}>
        {(current) => {
          navigation = current;
          return <FindProvidersPage config={{ supportPhone: '1300 668 722', appMode: 'demo' }} user={null} navigation={current} />;
        }}
      </MemoryNavigation>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), go: (to: string) => act(() => navigation?.navigate(to)) };
}

describe('/find-providers', () => {
  it('when the address moves to another search (Back, Forward), then the box shows the search whose results are listed', async () => {
    stubNetwork({ [DIRECTORY]: json({ providers: [] }) });
    const { user, go } = renderPage('/find-providers?q=Wollongong');
    const box = screen.getByRole('textbox', { name: /Suburb or postcode/ });
    expect(box).toHaveValue('Wollongong');
    await user.clear(box);
    await user.type(box, '2480{Enter}');
    expect(await screen.findByRole('heading', { name: 'Providers covering "2480"' })).toBeInTheDocument();

    go('/find-providers?q=Wollongong');
    expect(await screen.findByRole('heading', { name: 'Providers covering "Wollongong"' })).toBeInTheDocument();
    expect(box).toHaveValue('Wollongong');
    go('/find-providers');
    expect(await screen.findByRole('heading', { name: 'All listed providers' })).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('when the directory cannot be loaded, then it says so in plain words and Try again loads it', async () => {
    let fail = true;
    stubNetwork({ [DIRECTORY]: () => (fail ? json({ message: 'boom' }, 500) : json({ providers: [] })) });
    const { user } = renderPage('/find-providers');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The directory could not be loaded');
    expect(alert).not.toHaveTextContent('boom');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No listed provider matches that area yet/)).toBeInTheDocument();
    expect(network.to(DIRECTORY)).toHaveLength(2);
  });
});
