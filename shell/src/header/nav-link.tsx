import { AppLink, useNavigation, type AppLinkProps } from '@motohaul/platform';

/** A path as links compare them: lower case, no trailing slash (so `/Get-Quote/` is `/get-quote`). */
const normalizePath = (pathname: string) => (pathname.replace(/\/+$/, '') || '/').toLowerCase();

/** A navigation link that marks the page being shown (its class, and `aria-current="page"`). */
export function NavLink({ to, className, ...rest }: Omit<AppLinkProps, 'className'> & { className: (state: { isActive: boolean }) => string | undefined }) {
  const { pathname } = useNavigation();
  const isActive = normalizePath(pathname) === normalizePath(to);
  return <AppLink {...rest} to={to} className={className({ isActive })} aria-current={isActive ? 'page' : undefined} />;
}
