import { useEffect, useState } from 'react';
import { TOAST_DURATION_MS, TOAST_EVENT, type ToastOptions } from './toast';

interface ShownToast extends ToastOptions {
  id: number;
}

export interface ToasterProps {
  /** How long a toast stays, in milliseconds. */
  duration?: number;
}

function isToastOptions(detail: unknown): detail is ToastOptions {
  return typeof detail === 'object' && detail !== null && typeof (detail as ToastOptions).title === 'string';
}

/** The page's one toast region: shows the latest toast() for `duration`, with a dismiss button. */
export function Toaster({ duration = TOAST_DURATION_MS }: ToasterProps) {
  const [current, setCurrent] = useState<ShownToast | null>(null);

  useEffect(() => {
    let nextId = 0;
    const onToast = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (isToastOptions(detail)) setCurrent({ ...detail, id: ++nextId });
    };
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);

  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(() => setCurrent(null), duration);
    return () => window.clearTimeout(timer);
  }, [current, duration]);

  const variant = current?.variant ?? 'default';
  return (
    <section className="mh-toaster" aria-label="Notifications">
      {current && (
        <div
          key={current.id}
          className={`mh-toast mh-toast--${variant}`}
          role={variant === 'destructive' ? 'alert' : 'status'}
          aria-atomic="true"
        >
          <div className="mh-toast__body">
            <p className="mh-toast__title">{current.title}</p>
            {current.description && <p className="mh-toast__description">{current.description}</p>}
          </div>
          <button type="button" className="mh-toast__close" aria-label="Dismiss notification" onClick={() => setCurrent(null)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </section>
  );
}
