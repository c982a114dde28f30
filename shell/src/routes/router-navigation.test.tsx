import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { PageNavigation } from '@motohaul/contracts';
import { useRouterNavigation } from './router-navigation';

describe('the navigation the shell hands a page', () => {
  it('replaces the entry for a link to the address already shown, as react-router’s Link does, and pushes any other', () => {
    let navigation: PageNavigation | undefined;
    function Page() {
      navigation = useRouterNavigation(() => undefined);
      return null;
    }
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/get-quote'] });
    render(<RouterProvider router={router} />);
    const go = (to: string, options?: { replace?: boolean }) => act(() => navigation?.navigate(to, options));

    go('/get-quote');
    expect(router.state.historyAction).toBe('REPLACE');
    go('/get-quote?pickupLocation=Manly');
    expect(router.state.historyAction).toBe('PUSH');
    go('?pickupLocation=Manly');
    expect(router.state.historyAction).toBe('REPLACE');
    go('/');
    expect(router.state).toMatchObject({ historyAction: 'PUSH', location: { pathname: '/' } });
    go('/', { replace: false });
    expect(router.state.historyAction).toBe('PUSH');
  });
});
