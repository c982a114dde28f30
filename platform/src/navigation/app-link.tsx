import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useNavigation } from './navigation-context';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path on this site, e.g. `/get-quote`. */
  to: string;
  replace?: boolean;
}

/** A plain left click without modifier keys, on a link that opens in this tab. */
export const isPlainClick = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button === 0 &&
  !event.metaKey &&
  !event.altKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  (!target || target === '_self');

/**
 * A link to a page of this site: a real `<a href>` (keyboard, middle click, open in new tab and screen readers
 * work as for any link) whose plain left click navigates in the page instead of reloading it.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { to, replace, onClick, target, ...rest },
  ref,
) {
  const { navigate } = useNavigation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    navigate(to, { replace });
  };
  return <a {...rest} ref={ref} href={to} target={target} onClick={handleClick} />;
});
