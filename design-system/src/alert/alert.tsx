import type { ReactNode } from 'react';

export type AlertVariant = 'info' | 'success' | 'warning' | 'destructive';

export interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** An inline notice. Destructive and warning notices are announced at once (role=alert); others politely. */
export function Alert({ variant = 'info', title, children, className }: AlertProps) {
  const urgent = variant === 'destructive' || variant === 'warning';
  return (
    <div role={urgent ? 'alert' : 'status'} className={['mh-alert', `mh-alert--${variant}`, className ?? ''].filter(Boolean).join(' ')}>
      {title && <p className="mh-alert__title">{title}</p>}
      {children && <div className="mh-alert__body">{children}</div>}
    </div>
  );
}
