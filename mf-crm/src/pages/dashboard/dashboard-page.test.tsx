import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { CurrentUser } from '@motohaul/contracts';
import DashboardPage from './dashboard-page';

const config = { supportPhone: '1300 123 456' };
const renderFor = (user: CurrentUser | null) =>
  render(
    <MemoryRouter>
      <DashboardPage config={config} user={user} />
    </MemoryRouter>,
  );

const customer: CurrentUser = {
  id: 3,
  username: 'rider',
  email: 'rider@example.com',
  userType: 'customer',
  firstName: 'Riley',
  lastName: 'Rider',
  teamOwnerId: null,
  companyName: null,
};

describe('DashboardPage', () => {
  it.each([
    ['a visitor', null],
    ['a customer', customer],
  ])('asks %s for provider access with links to register and sign in', (_who, user) => {
    renderFor(user);
    expect(screen.getByRole('heading', { name: 'Provider Access Required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register as Provider' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Provider Login' })).toHaveAttribute('href', '/login');
  });

  it('lets a provider in', () => {
    renderFor({ ...customer, userType: 'provider', firstName: 'Pat' });
    expect(screen.queryByText('Provider Access Required')).not.toBeInTheDocument();
    expect(screen.getByText(/Welcome back, Pat/)).toBeInTheDocument();
  });
});
