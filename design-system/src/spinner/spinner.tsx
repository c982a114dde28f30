export interface SpinnerProps {
  /** Accessible name announced to screen readers. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Inline spinners (inside a button) are decorative-with-text and do not take a live region. */
  inline?: boolean;
  className?: string;
}

/** A loading indicator with an accessible label. */
export function Spinner({ label = 'Loading', size = 'md', inline = false, className }: SpinnerProps) {
  const classes = ['mh-spinner', `mh-spinner--${size}`, className ?? ''].filter(Boolean).join(' ');
  if (inline) {
    return (
      <span className={classes}>
        <span className="mh-spinner__circle" aria-hidden="true" />
        <span className="mh-visually-hidden">{label}</span>
      </span>
    );
  }
  return (
    <span role="status" className={classes}>
      <span className="mh-spinner__circle" aria-hidden="true" />
      <span className="mh-visually-hidden">{label}</span>
    </span>
  );
}
