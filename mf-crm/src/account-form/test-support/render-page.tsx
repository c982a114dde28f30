import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CurrentUser, PageNavigation } from '@motohaul/contracts';

import { PageToaster } from '@motohaul/platform';
import { MemoryNavigation } from '@motohaul/platform/test-support/memory-navigation';

// Test helpers of the CRM's account pages: a page rendered with the providers the shell gives it (query client,
// navigation, toasts). The network is stubbed with stubNetwork from @motohaul/platform/test-support/network (ADR 0021).

export const config = { supportPhone: '1300 668 722', appMode: 'demo' as const };

/** A page element, or one built with the navigation the shell would hand it. */
export type PageElement = ReactElement | ((navigation: PageNavigation) => ReactElement);

/**
 * Renders `page` at `url` inside a fresh query client, memory navigation and the toaster. Any other path shows
 * 'Elsewhere'; the current path and query are in the element with test id `location`.
 */
export function renderPage(page: PageElement, { url = '/', path }: { url?: string; path?: string } = {}) {
  const pagePath = path ?? new URL(url, 'http://localhost').pathname;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryNavigation initial={url}>
        {(navigation) => (
          <>
            {navigation.pathname === pagePath ? (typeof page === 'function' ? page(navigation) : page) : <h1>Elsewhere</h1>}
            <div data-testid="location">{`${navigation.pathname}${navigation.search}`}</div>
          </>
        )}
      </MemoryNavigation>
      <PageToaster />
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient };
}

export const makeUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 7,
  username: 'pat',
  email: 'pat@example.com',
  userType: 'provider',
  firstName: 'Pat',
  lastName: 'Provider',
  teamOwnerId: null,
  companyName: 'Pat Transport',
  ...overrides,
});
