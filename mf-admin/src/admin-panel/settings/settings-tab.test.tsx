import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { API_PATHS } from '@motohaul/contracts';
import { PageToaster } from '@motohaul/platform';
import { MemoryNavigation } from '@motohaul/platform/test-support/memory-navigation';
import { json, stubNetwork } from '@motohaul/platform/test-support/network';
import { AdminApiProvider } from '../../api/admin-client-context';
import { SettingsTab } from './settings-tab';

const GET = `GET ${API_PATHS.adminPriceGuideSetting}`;
const PUT = `PUT ${API_PATHS.adminPriceGuideSetting}`;

function renderTab() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryNavigation initial="/admin/settings" patterns={['/admin/:tab']}>
        {() => (
          <AdminApiProvider token="tok-1">
            <SettingsTab />
          </AdminApiProvider>
        )}
      </MemoryNavigation>
      <PageToaster />
    </QueryClientProvider>,
  );
  return user;
}

describe('SettingsTab', () => {
  it('shows the price guide switch as stored, and turns it off with the admin’s token', async () => {
    const network = stubNetwork({ [GET]: json({ enabled: true }), [PUT]: json({ enabled: false }) });
    const user = renderTab();
    expect(screen.getByText('Loading admin dashboard...')).toBeInTheDocument();
    const toggle = await screen.findByRole('switch', { name: 'Show riders what others paid for similar trips' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAccessibleDescription(/at least 5 delivered jobs of 3 providers/);

    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(network.bodiesOf(PUT)).toEqual([{ enabled: false }]);
    expect(network.to(PUT)[0]?.headers.authorization).toBe('Bearer tok-1');
    expect((await screen.findAllByText('Price guide turned off')).length).toBeGreaterThan(0);
  });

  it('when the change is refused, then it says why and the switch stays as stored', async () => {
    stubNetwork({ [GET]: json({ enabled: false }), [PUT]: json({ message: 'Too many requests. Please try again later.' }, 429) });
    const user = renderTab();
    const toggle = await screen.findByRole('switch', { name: 'Show riders what others paid for similar trips' });
    await user.click(toggle);
    expect((await screen.findAllByText('Could not change the price guide')).length).toBeGreaterThan(0);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('when the setting cannot load, then it says so with Retry', async () => {
    stubNetwork({ [GET]: [json({ message: 'Server error' }, 500), json({ enabled: true })] });
    const user = renderTab();
    expect(await screen.findByText('Could not load the settings')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('switch')).toHaveAttribute('aria-checked', 'true');
  });
});
