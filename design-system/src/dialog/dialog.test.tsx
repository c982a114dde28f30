import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './dialog';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Team Management"
        description="Add and remove team members."
        footer={<button type="button">Done</button>}
      >
        <label>
          First name
          <input />
        </label>
      </Dialog>
    </>
  );
}

/** A card in a tab panel whose dialog's action removes the card (a lead bought) before the dialog closes. */
function CardHarness() {
  const [open, setOpen] = useState(false);
  const [card, setCard] = useState(true);
  return (
    <div role="tabpanel" tabIndex={0} aria-label="Leads">
      {card && (
        <article tabIndex={-1} aria-label="Lead">
          <button type="button" onClick={() => setOpen(true)}>
            Purchase
          </button>
        </article>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Purchase Lead"
        footer={
          <button
            type="button"
            onClick={() => {
              setCard(false);
              setTimeout(() => setOpen(false), 0);
            }}
          >
            Complete Purchase
          </button>
        }
      >
        <p>One-time payment</p>
      </Dialog>
    </div>
  );
}

describe('Dialog', () => {
  it('when what the dialog did removed its opener, then the focus goes to the nearest focusable container left, not the body', async () => {
    render(<CardHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'Purchase' }));
    await userEvent.click(screen.getByRole('button', { name: 'Complete Purchase' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The focus moves once the dialog has closed, which on a loaded machine can be a task after it left the document.
    await vi.waitFor(() => expect(screen.getByRole('tabpanel', { name: 'Leads' })).toHaveFocus());
  });

  it('when closed, then nothing is rendered', () => {
    render(<Dialog open={false} onClose={() => undefined} title="Hidden" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when open, then it is a modal dialog named by its title and described by its description', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Team Management' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Add and remove team members.');
    expect(screen.getByRole('heading', { name: 'Team Management' })).toBeInTheDocument();
  });

  it('when it opens, then the first field of the body has the focus', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByLabelText('First name')).toHaveFocus();
  });

  it('when Escape is pressed, then it closes and the focus returns to the opener', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('when a control inside uses Escape (a combobox closing its suggestions), then the dialog stays open', async () => {
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose} title="Manage Service Area">
        <input
          aria-label="Service location"
          onKeyDown={(event) => {
            if (event.key === 'Escape') event.preventDefault();
          }}
        />
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'Service location' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('when the close button is pressed, then onClose is called', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('when Tab leaves the last control, then the focus wraps to the first one (and back with Shift+Tab)', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const done = screen.getByRole('button', { name: 'Done' });
    const close = screen.getByRole('button', { name: 'Close' });
    done.focus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(done).toHaveFocus();
  });

  it('when the focused control disappears, then Escape still closes and Tab brings the focus back in', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    (document.activeElement as HTMLElement).blur();
    expect(document.body).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('when two dialogs are open, then Escape closes only the inner one', async () => {
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <>
        <Dialog open onClose={outer} title="Outer">
          <button type="button">Outer action</button>
        </Dialog>
        <Dialog open onClose={inner} title="Inner">
          <button type="button">Inner action</button>
        </Dialog>
      </>,
    );
    await userEvent.keyboard('{Escape}');
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});
