import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryNavigation } from '@motohaul/platform/test-support/memory-navigation';
import { rememberRecentRequest } from '../api/recent-requests';
import { RecentRequests } from './recent-requests';

const TOKEN_A = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const TOKEN_B = 'ZyXwVuTsRqPoNmLkJiHgFeDcBa543210';

const renderList = () =>
  render(
    <MemoryNavigation initial="/get-quote" patterns={[]}>
      {() => <RecentRequests />}
    </MemoryNavigation>,
  );

describe('RecentRequests (ADR 0056)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('shows nothing when this device has kept no request', () => {
    renderList();
    expect(screen.queryByRole('region', { name: 'Your recent requests' })).not.toBeInTheDocument();
  });

  it('lists the kept requests, newest first, each a link to its status page, with the tab’s own last quote first', () => {
    rememberRecentRequest({ jobReference: 'MT-111111', statusToken: TOKEN_A });
    sessionStorage.setItem('motohaul.submittedQuote', JSON.stringify({ jobReference: 'MT-222222', statusToken: TOKEN_B }));
    renderList();

    const region = screen.getByRole('region', { name: 'Your recent requests' });
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Job MT-222222', 'Job MT-111111']);
    expect(links[0]).toHaveAttribute('href', `/quote-status/${TOKEN_B}`);
    expect(links[1]).toHaveAttribute('href', `/quote-status/${TOKEN_A}`);
  });
});
