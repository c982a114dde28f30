import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemotePageProps } from '@motohaul/contracts';
import { RemotePage } from './remote-page';

// The module boundary: the remote's lazy page (its chunk, loaded through the federation runtime).
const mockedLoadRemote = vi.fn<() => Promise<{ default?: unknown }>>();
const config = { supportPhone: '1300 123 456', appMode: 'demo' as const };
const navigation = { pathname: '/', search: '', navigate: vi.fn() };

function FakeHome({ config: pageConfig }: RemotePageProps) {
  return <h1>Home for {pageConfig.supportPhone}</h1>;
}

// React reports errors an error boundary caught; that is expected here.
// Each test uses its own page path: lazy pages are cached per page for the life of the module.
const renderPage = (path: string) =>
  render(<RemotePage page={{ remote: 'mf_public', path, load: () => mockedLoadRemote() as Promise<{ default: unknown }> }} config={config} user={null} navigation={navigation} />, {
    onCaughtError: () => undefined,
  });

describe('RemotePage', () => {
  beforeEach(() => mockedLoadRemote.mockReset());

  it('renders the loaded page with the shell props', async () => {
    mockedLoadRemote.mockResolvedValue({ default: FakeHome });
    renderPage('/');
    expect(await screen.findByRole('heading', { name: 'Home for 1300 123 456' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledOnce();
  });

  it('shows the fallback when the remote fails, and Try again really loads it again', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('manifest 503')).mockResolvedValueOnce({ default: FakeHome });
    const user = userEvent.setup();
    renderPage('/dashboard');

    expect(await screen.findByText('This part of the site could not be loaded.')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Home for 1300 123 456' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('This part of the site could not be loaded.')).not.toBeInTheDocument();
  });

  it('treats a module without a page component as a failure', async () => {
    mockedLoadRemote.mockResolvedValue({});
    renderPage('/admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the site could not be loaded.');
  });
});
