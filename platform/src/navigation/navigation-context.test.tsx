import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageNavigation } from '@motohaul/contracts';
import { AppLink } from './app-link';
import { MemoryNavigation } from '../test-support/memory-navigation';
import { useNavigation, useSearchParams, withNavigation } from './navigation-context';
import { Redirect } from './redirect';

function Query() {
  const params = useSearchParams();
  return <p>q is {params.get('q') ?? 'unset'}</p>;
}

const Page = withNavigation(function Page({ navigation }: { navigation: PageNavigation }) {
  return (
    <>
      <h1>at {navigation.pathname}</h1>
      <Query />
      <AppLink to="/find-providers?q=Bondi">Bondi</AppLink>
    </>
  );
});

describe('page navigation', () => {
  it('useNavigation outside a provider says what is missing', () => {
    function Orphan() {
      useNavigation();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow(/NavigationProvider/);
    vi.restoreAllMocks();
  });

  it('withNavigation gives everything the page renders the navigation from its props', async () => {
    const user = userEvent.setup();
    render(<MemoryNavigation initial="/find-providers">{(navigation) => <Page navigation={navigation} />}</MemoryNavigation>);
    expect(screen.getByRole('heading', { name: 'at /find-providers' })).toBeInTheDocument();
    expect(screen.getByText('q is unset')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Bondi' }));
    expect(screen.getByText('q is Bondi')).toBeInTheDocument();
  });

  it('Redirect replaces the current entry instead of adding one', () => {
    let history: readonly string[] = [];
    render(
      <MemoryNavigation initial="/login">
        {(navigation) => {
          history = navigation.history;
          return navigation.pathname === '/login' ? <Redirect to="/dashboard" /> : <p>at {navigation.pathname}</p>;
        }}
      </MemoryNavigation>,
    );
    expect(screen.getByText('at /dashboard')).toBeInTheDocument();
    expect(history).toEqual(['/dashboard']);
  });
});
