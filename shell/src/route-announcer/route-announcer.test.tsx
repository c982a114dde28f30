import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { ANNOUNCE_AFTER_MS, RouteAnnouncer } from './route-announcer';

function Titled({ title, children }: { title: string; children?: React.ReactNode }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <div>{children}</div>;
}

function renderRouter() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <RouteAnnouncer />
          </>
        ),
        children: [
          { path: '/', element: <Titled title="Home | MotoHaul"><Link to="/find-providers">Find Providers</Link></Titled> },
          { path: '/find-providers', element: <Titled title="Find Providers | MotoHaul"><Link to="/find-providers?q=moto">Search</Link></Titled> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const announcer = () => document.getElementById('route-announcer');

afterEach(() => vi.useRealTimers());

describe('RouteAnnouncer', () => {
  it('when the router draws another page, then its title is said in a polite live region; the first page and a query change are not', async () => {
    vi.useFakeTimers();
    const router = renderRouter();
    act(() => vi.advanceTimersByTime(ANNOUNCE_AFTER_MS));
    expect(announcer()).toHaveTextContent(/^$/);
    expect(announcer()).toHaveAttribute('aria-live', 'polite');

    await act(() => router.navigate('/find-providers'));
    act(() => vi.advanceTimersByTime(ANNOUNCE_AFTER_MS));
    expect(announcer()).toHaveTextContent('Find Providers | MotoHaul');

    await act(() => router.navigate('/'));
    act(() => vi.advanceTimersByTime(ANNOUNCE_AFTER_MS));
    expect(announcer()).toHaveTextContent('Home | MotoHaul');

    // A query change alone (a wizard's step) is no new page.
    await act(() => router.navigate('/?step=2'));
    document.title = 'Changed';
    act(() => vi.advanceTimersByTime(ANNOUNCE_AFTER_MS));
    expect(announcer()).toHaveTextContent('Home | MotoHaul');
  });
});
