import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_TIME, type DateFilter } from './date-filter';
import { DateFilterBar } from './date-filter-bar';

function Harness({ initial }: { initial: DateFilter }) {
  const [filter, setFilter] = useState(initial);
  return <DateFilterBar value={filter} onChange={setFilter} />;
}

describe('DateFilterBar', () => {
  it('when the custom range starts after it ends, then both dates are marked and say what is wrong', async () => {
    render(<Harness initial={{ range: 'custom', from: '2025-03-31', to: '2025-03-01' }} />);
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription(expect.stringContaining('The start date cannot be after the end date'));
    expect(to).toHaveAccessibleDescription(expect.stringContaining('The end date cannot be before the start date'));
  });

  it('when the range is sound, half given or cleared, then nothing is marked', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ range: 'custom', from: '2025-03-01', to: '2025-03-31' }} />);
    expect(screen.getByLabelText('From')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('To')).not.toHaveAttribute('aria-invalid');
    await user.clear(screen.getByLabelText('To'));
    expect(screen.getByLabelText('From')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Clear Filter' }));
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
    expect(ALL_TIME.range).toBe('all');
  });
});
