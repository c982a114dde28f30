import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './text-field';

describe('TextField', () => {
  it('has a visible label associated with the input', () => {
    render(<TextField label="Pickup location" />);
    expect(screen.getByRole('textbox', { name: 'Pickup location' })).toBeInTheDocument();
    expect(screen.getByText('Pickup location').tagName).toBe('LABEL');
  });

  it('is valid and undescribed without an error or hint', () => {
    render(<TextField label="Make" />);
    const input = screen.getByRole('textbox', { name: 'Make' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('links hint and error through aria-describedby and marks the input invalid', () => {
    render(<TextField label="Phone" hint="Australian mobile or landline" error="Phone number must be at least 10 digits" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Australian mobile or landline Phone number must be at least 10 digits');
  });

  it('forwards its ref to the input and accepts typing', async () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Model" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Model' }));
    await userEvent.setup().type(ref.current as HTMLInputElement, 'MT-07');
    expect(ref.current).toHaveValue('MT-07');
  });

  it('supports date inputs with a minimum', () => {
    render(<TextField label="Preferred pickup date" type="date" min="2025-01-01" />);
    const input = screen.getByLabelText('Preferred pickup date');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('min', '2025-01-01');
  });
});
