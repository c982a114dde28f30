import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Spinner } from '../spinner/spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'call' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width. */
  block?: boolean;
}

export const buttonClassName = ({ variant = 'primary', size = 'md', block = false }: ButtonLookProps, extra?: string) =>
  ['mh-button', `mh-button--${variant}`, `mh-button--${size}`, block ? 'mh-button--block' : '', extra ?? '']
    .filter(Boolean)
    .join(' ');

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLookProps {
  /**
   * Shows a spinner, marks the button busy and takes no press. It stays focusable (aria-disabled, not disabled): a
   * focused button that became disabled dropped the keyboard's focus to the page's body.
   */
  loading?: boolean;
  /** Text for assistive technology while loading (the visible children stay). */
  loadingLabel?: string;
  icon?: ReactNode;
}

/** A native button in one of the brand's variants. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, block, loading = false, loadingLabel, icon, className, disabled, children, type = 'button', onClick, ...rest },
  ref,
) {
  const busy = loading && !disabled;
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClassName({ variant, size, block }, className)}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={loading || undefined}
      // A busy button takes no press: neither its handler nor, for a submit button, the form's submit.
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <Spinner size="sm" label={loadingLabel ?? 'Loading'} inline /> : icon}
      {children}
    </button>
  );
});

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement>, ButtonLookProps {
  href: string;
  icon?: ReactNode;
}

/** A link that looks like a button: for tel: links and external pages. */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant, size, block, icon, className, children, ...rest },
  ref,
) {
  return (
    <a ref={ref} className={buttonClassName({ variant, size, block }, className)} {...rest}>
      {icon}
      {children}
    </a>
  );
});
