import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('is a labelled multi-line textbox', () => {
    render(<TextArea label="Special requests" />);
    const area = screen.getByRole('textbox', { name: 'Special requests' });
    expect(area.tagName).toBe('TEXTAREA');
  });

  it('shows its error and marks itself invalid', () => {
    render(<TextArea label="Notes" error="Too long" />);
    const area = screen.getByRole('textbox', { name: 'Notes' });
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Too long');
  });

  it('accepts typing', async () => {
    render(<TextArea label="Notes" />);
    const area = screen.getByRole('textbox', { name: 'Notes' });
    await userEvent.setup().type(area, 'Low clearance');
    expect(area).toHaveValue('Low clearance');
  });
});
