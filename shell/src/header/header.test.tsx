import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { CurrentUser } from '@motohaul/contracts';
import { Header } from './header';

const renderAt = (path: string, user: CurrentUser | null = null) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Header phone="1300 123 456" user={user} />
    </MemoryRouter>,
  );

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('Header', () => {
  it('shows the brand, the tagline and the visitor navigation', () => {
    renderAt('/');
    expect(screen.getByText('MotoHaul')).toBeInTheDocument();
    expect(screen.getByText('Motorcycle Transport Services')).toBeInTheDocument();
    expect(mainNav().getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Get Quote']);
  });

  it('highlights the current route only', () => {
    renderAt('/get-quote');
    expect(mainNav().getByRole('link', { name: 'Get Quote' })).toHaveAttribute('aria-current', 'page');
    expect(mainNav().getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('gives visitors a tel: call link with the configured phone', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Call 1300 123 456' })).toHaveAttribute('href', 'tel:1300123456');
  });

  it('opens the mobile menu with Provider Login and closes it with Escape, returning focus', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Provider Login' })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = within(screen.getByRole('navigation', { name: 'Mobile' }));
    expect(menu.getByRole('link', { name: 'Provider Login' })).toHaveAttribute('href', '/login');
    expect(menu.getByRole('link', { name: 'Get Quote' })).toBeInTheDocument();

    menu.getByRole('link', { name: 'Provider Login' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('shows the navigation of a super admin and no call link', () => {
    const admin: CurrentUser = {
      id: 1,
      username: 'admin',
      email: null,
      userType: 'super_admin',
      firstName: 'Ada',
      lastName: 'Admin',
      teamOwnerId: null,
      companyName: null,
    };
    renderAt('/admin', admin);
    expect(mainNav().getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Get Quote',
      'CRM Dashboard',
      'Admin Panel',
    ]);
    expect(mainNav().getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
  });
});
