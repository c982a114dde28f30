import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ButtonLink } from './button';

describe('Button', () => {
  it('is a native button named by its text, type button by default', () => {
    render(<Button>Next</Button>);
    const button = screen.getByRole('button', { name: 'Next' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('mh-button', 'mh-button--primary', 'mh-button--md');
  });

  it('while loading is busy, takes no press, keeps the focus and announces its loading label', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button type="submit" onClick={onClick}>
          Get Free Quote
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: /Get Free Quote/ });
    button.focus();
    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" onClick={onClick} loading loadingLabel="Submitting">
          Get Free Quote
        </Button>
      </form>,
    );
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveTextContent('Submitting');
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('calls onClick when pressed with the keyboard, and not when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Next</Button>);
    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} disabled>
        Next
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('applies variant and size classes', () => {
    render(
      <Button variant="danger" size="lg" block>
        Archive
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Archive' })).toHaveClass('mh-button--danger', 'mh-button--lg', 'mh-button--block');
  });
});

describe('ButtonLink', () => {
  it('renders a link with the href, styled as a button', () => {
    render(
      <ButtonLink href="tel:1300123456" variant="call">
        Call 1300 123 456
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Call 1300 123 456' });
    expect(link).toHaveAttribute('href', 'tel:1300123456');
    expect(link).toHaveClass('mh-button', 'mh-button--call');
  });
});
