import { AppLink, useNavigation, type AppLinkProps } from '@motohaul/platform';
import { normalizePath } from '../routes/route-sets';

export interface NavLinkProps extends Omit<AppLinkProps, 'className'> {
  className: (state: { isActive: boolean }) => string | undefined;
}

/** A navigation link that marks the page being shown (its class, and `aria-current="page"`). */
export function NavLink({ to, className, ...rest }: NavLinkProps) {
  const { pathname } = useNavigation();
  const isActive = normalizePath(pathname) === normalizePath(to);
  return <AppLink {...rest} to={to} className={className({ isActive })} aria-current={isActive ? 'page' : undefined} />;
}
