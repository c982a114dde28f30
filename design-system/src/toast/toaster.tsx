import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useDialogToastSlot } from './dialog-toast-slot';

/** What the Toaster shows: the toast's texts, its variant and an id that tells two equal toasts apart. */
export interface ToasterToast {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'destructive';
}

export interface ToasterProps {
  /** The toast on screen, or null (the owner of the toast state times it out). */
  toast: ToasterToast | null;
  onDismiss: () => void;
}

/**
 * The page's one toast region: shows the current toast with a dismiss button (presentational). While a dialog is
 * open the toast shows inside it, after its actions, so it never covers them (and stays within the modal for
 * keyboard and screen-reader users), in a region of the same name; it is brought into view there.
 */
export function Toaster({ toast, onDismiss }: ToasterProps) {
  const variant = toast?.variant ?? 'default';
  const slot = useDialogToastSlot();
  const toastRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (slot && toast) toastRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [slot, toast]);
  const shown = toast && (
    <div
      ref={toastRef}
      key={toast.id}
      className={`mh-toast mh-toast--${variant}`}
      role={variant === 'destructive' ? 'alert' : 'status'}
      aria-atomic="true"
    >
      <div className="mh-toast__body">
        <p className="mh-toast__title">{toast.title}</p>
        {toast.description && <p className="mh-toast__description">{toast.description}</p>}
      </div>
      <button type="button" className="mh-toast__close" aria-label="Dismiss notification" onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
  return (
    <section className="mh-toaster" aria-label="Notifications">
      {slot
        ? shown &&
          createPortal(
            <section className="mh-toaster__in-dialog" aria-label="Notifications">
              {shown}
            </section>,
            slot,
          )
        : shown}
    </section>
  );
}
