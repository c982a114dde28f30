import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from './pager';

describe('Pager', () => {
  it('shows the page, the pages and the total, and moves with Previous and Next', async () => {
    const onPage = vi.fn();
    render(<Pager label="Providers pages" page={2} pageSize={20} total={93} onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'Providers pages' });
    expect(nav).toHaveTextContent('Page 2 of 5 (93 in all)');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('disables Previous on the first page and Next on the last, and shows nothing when one page holds all', () => {
    const { rerender } = render(<Pager label="p" page={1} pageSize={20} total={30} onPage={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    rerender(<Pager label="p" page={2} pageSize={20} total={30} onPage={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    rerender(<Pager label="p" page={1} pageSize={20} total={5} onPage={() => undefined} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('when the total was counted up to a cap, says more than it and keeps Next enabled on the last counted page', async () => {
    const onPage = vi.fn();
    render(<Pager label="Leads pages" page={40} pageSize={25} total={1000} totalIsCapped onPage={onPage} />);
    expect(screen.getByRole('navigation', { name: 'Leads pages' })).toHaveTextContent('Page 40 (more than 1000 in all)');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(41);
  });
});
