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

/** The page's one toast region: shows the current toast with a dismiss button (presentational). */
export function Toaster({ toast, onDismiss }: ToasterProps) {
  const variant = toast?.variant ?? 'default';
  return (
    <section className="mh-toaster" aria-label="Notifications">
      {toast && (
        <div
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
      )}
    </section>
  );
}
