import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemotePageProps } from '@motohaul/contracts';
import type { RemotePageId } from './load-remote-page';
import { RemotePage } from './remote-page';

// The module boundary: the federation runtime and the /remotes.json registration.
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn() }));
vi.mock('./remotes-registry', () => ({ ensureRemotesRegistered: vi.fn(() => Promise.resolve()) }));

const mockedLoadRemote = vi.mocked(loadRemote);
const config = { supportPhone: '1300 123 456', appMode: 'demo' as const };
const navigation = { pathname: '/', search: '', navigate: vi.fn() };

function FakeHome({ config: pageConfig }: RemotePageProps) {
  return <h1>Home for {pageConfig.supportPhone}</h1>;
}

// React reports errors an error boundary caught; that is expected here.
// Each test uses its own page id: lazy pages are cached per id for the life of the module.
const renderPage = (id: RemotePageId) =>
  render(<RemotePage id={id} config={config} user={null} navigation={navigation} />, { onCaughtError: () => undefined });

describe('RemotePage', () => {
  beforeEach(() => mockedLoadRemote.mockReset());

  it('renders the loaded page with the shell props', async () => {
    mockedLoadRemote.mockResolvedValue({ default: FakeHome });
    renderPage('mf_public/HomePage');
    expect(await screen.findByRole('heading', { name: 'Home for 1300 123 456' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('mf_public/HomePage');
  });

  it('shows the fallback when the remote fails, and Try again really loads it again', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('manifest 503')).mockResolvedValueOnce({ default: FakeHome });
    const user = userEvent.setup();
    renderPage('mf_crm/DashboardPage');

    expect(await screen.findByText('This part of the site could not be loaded.')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Home for 1300 123 456' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('This part of the site could not be loaded.')).not.toBeInTheDocument();
  });

  it('treats a module without a page component as a failure', async () => {
    mockedLoadRemote.mockResolvedValue({});
    renderPage('mf_admin/AdminPage');
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the site could not be loaded.');
  });
});
