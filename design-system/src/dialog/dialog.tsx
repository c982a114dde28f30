import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { toastSlotRef } from '../toast/dialog-toast-slot';
import { focusableWithin } from './focusable';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on the close button and on a click on the backdrop. */
  onClose: () => void;
  /** The dialog's heading; also its accessible name. */
  title: ReactNode;
  /** A short text under the title; also the dialog's accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions shown at the bottom (buttons). */
  footer?: ReactNode;
  /** Label of the close button (default 'Close'). */
  closeLabel?: string;
  className?: string;
}

/** The open dialogs, innermost last: only the innermost answers Escape and Tab. */
const openDialogs: object[] = [];

/** Keeps Tab inside the panel: wraps at both ends and brings a focus that left the panel back in. */
function trapTab(event: globalThis.KeyboardEvent, panel: HTMLElement) {
  const items = focusableWithin(panel);
  const firstItem = items[0];
  const lastItem = items[items.length - 1];
  if (!firstItem || !lastItem) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const active = document.activeElement;
  const outside = !(active instanceof Node) || !panel.contains(active);
  if (event.shiftKey && (outside || active === firstItem || active === panel)) {
    event.preventDefault();
    lastItem.focus();
  } else if (!event.shiftKey && (outside || active === lastItem)) {
    event.preventDefault();
    firstItem.focus();
  }
}

/**
 * A modal dialog: role=dialog, aria-modal, labelled by its title. It takes the focus when it opens (the first
 * field or button of the body, else the dialog), keeps Tab inside, closes on Escape, and gives the focus back to
 * the element that had it before (or, when that is gone, to its nearest focusable container still on the page).
 */
export function Dialog({ open, onClose, title, description, children, footer, closeLabel = 'Close', className }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Where the focus goes back: the opener, or when what the dialog did removed it (a bought lead's card), its
    // nearest focusable container still on the page, not the page's body.
    const returnTargets: HTMLElement[] = [];
    for (let node = previous; node; node = node.parentElement) if (node === previous || node.hasAttribute('tabindex')) returnTargets.push(node);
    const first = (bodyRef.current && focusableWithin(bodyRef.current)[0]) ?? panelRef.current;
    first?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const layer = {};
    openDialogs.push(layer);

    // On the document, so keys work even when the focused control went away (a button that became disabled).
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const panel = panelRef.current;
      if (openDialogs[openDialogs.length - 1] !== layer || !panel) return;
      if (event.key === 'Escape') {
        // A control inside that used the key (a combobox closing its suggestions) keeps the dialog open.
        if (event.defaultPrevented) return;
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key === 'Tab') trapTab(event, panel);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(layer), 1);
      document.body.style.overflow = overflow;
      returnTargets.find((target) => target.isConnected)?.focus();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <div
      className="mh-dialog__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={['mh-dialog', className ?? ''].filter(Boolean).join(' ')}
      >
        <div className="mh-dialog__header">
          <h2 id={titleId} className="mh-dialog__title">
            {title}
          </h2>
          <button type="button" className="mh-dialog__close" aria-label={closeLabel} onClick={() => onClose()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {description && (
          <p id={descriptionId} className="mh-dialog__description">
            {description}
          </p>
        )}
        <div ref={bodyRef} className="mh-dialog__body">
          {children}
        </div>
        {footer && <div className="mh-dialog__footer">{footer}</div>}
        {/* A toast raised while the dialog is open shows here, after the actions, never over them (toast/dialog-toast-slot.ts). */}
        <div className="mh-dialog__toast-slot" ref={toastSlotRef} />
      </div>
    </div>,
    document.body,
  );
}
