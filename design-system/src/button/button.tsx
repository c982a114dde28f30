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
  /** Shows a spinner, disables the button and marks it busy. */
  loading?: boolean;
  /** Text for assistive technology while loading (the visible children stay). */
  loadingLabel?: string;
  icon?: ReactNode;
}

/** A native button in one of the brand's variants. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, block, loading = false, loadingLabel, icon, className, disabled, children, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClassName({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
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
