import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type CurrentUser } from '@motohaul/contracts';
import { onDashboardAction, publishDashboardActions } from '@motohaul/platform';
import { MemoryNavigation } from '@motohaul/platform/test-support/memory-navigation';
import { Header } from './header';
import { aProvider } from '../test-support/users';

const provider = aProvider();

const renderHeader = (user: CurrentUser) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryNavigation initial="/dashboard">{() => <Header phone="1300 123 456" user={user} />}</MemoryNavigation>
    </QueryClientProvider>,
  );

describe('Header dashboard actions', () => {
  it('when the dashboard publishes its count, then the desktop header shows Add Lead, Export and N Leads, and they ask the dashboard', async () => {
    const user = userEvent.setup();
    const heard = vi.fn();
    const stop = onDashboardAction(heard);
    renderHeader(provider);
    expect(screen.queryByRole('group', { name: 'Dashboard actions' })).not.toBeInTheDocument();

    act(() => publishDashboardActions({ count: 4 }));
    const group = within(screen.getByRole('group', { name: 'Dashboard actions' }));
    expect(group.getByText('4 Leads')).toBeInTheDocument();
    await user.click(group.getByRole('button', { name: 'Add Lead' }));
    await user.click(group.getByRole('button', { name: 'Export' }));
    expect(heard.mock.calls).toEqual([[{ action: 'add-lead' }], [{ action: 'export' }]]);

    act(() => publishDashboardActions(null));
    expect(screen.queryByRole('group', { name: 'Dashboard actions' })).not.toBeInTheDocument();
    stop();
  });

  it('when the mobile menu opens on the dashboard, then a Dashboard Actions group offers Add Lead, Team Management and Export Data', async () => {
    const user = userEvent.setup();
    const heard = vi.fn();
    const stop = onDashboardAction(heard);
    renderHeader(provider);
    act(() => publishDashboardActions({ count: 1 }));
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const group = within(screen.getByRole('group', { name: 'Dashboard Actions' }));
    expect(group.getAllByRole('button').map((b) => b.textContent)).toEqual(['Add Lead', 'Team Management', 'Export Data']);
    await user.click(group.getByRole('button', { name: 'Team Management' }));
    expect(heard).toHaveBeenCalledWith({ action: 'team' });
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    act(() => publishDashboardActions(null));
    stop();
  });

  it('when the user is a team member, then no dashboard actions show', async () => {
    const user = userEvent.setup();
    renderHeader({ ...provider, userType: 'team_member', teamOwnerId: 2 });
    act(() => publishDashboardActions({ count: 2 }));
    expect(screen.queryByRole('group', { name: 'Dashboard actions' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.queryByRole('group', { name: 'Dashboard Actions' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Active Lead/)).not.toBeInTheDocument();
    act(() => publishDashboardActions(null));
  });

  it('when the dashboard publishes its count, then the user menu shows N Active Leads, and not after it leaves', async () => {
    const user = userEvent.setup();
    renderHeader(provider);
    const menuButton = screen.getByRole('button', { name: /Jordan Mitchell\s*Provider/ });
    await user.click(menuButton);
    expect(screen.queryByText(/Active Lead/)).not.toBeInTheDocument();

    act(() => publishDashboardActions({ count: 7 }));
    expect(screen.getByText('7 Active Leads')).toBeInTheDocument();
    act(() => publishDashboardActions({ count: 1 }));
    expect(screen.getByText('1 Active Lead')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const mobile = within(screen.getByRole('navigation', { name: 'Mobile' }));
    expect(mobile.getByText('1 Active Lead')).toBeInTheDocument();

    act(() => publishDashboardActions(null));
    expect(screen.queryByText(/Active Lead/)).not.toBeInTheDocument();
  });
});
