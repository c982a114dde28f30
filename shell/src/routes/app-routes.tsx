import type { RemotePageProps } from '@motohaul/contracts';
import { useNavigation } from '@motohaul/platform';
import { NotFoundPage } from '../not-found/not-found-page';
import { RemotePage } from '../remotes/remote-page';
import { isDashboardUser, matchRoute, SIGNED_IN_FALLBACK, SIGNED_IN_ROUTES, SIGNED_OUT_ROUTES } from './route-sets';

/** The route set for the current user, each path mapped to the remote page that owns it. */
export function AppRoutes(shellProps: Omit<RemotePageProps, 'navigation'>) {
  const navigation = useNavigation();
  const props: RemotePageProps = { ...shellProps, navigation };
  const signedIn = isDashboardUser(props.user);
  const id = matchRoute(signedIn ? SIGNED_IN_ROUTES : SIGNED_OUT_ROUTES, navigation.pathname);
  if (id) return <RemotePage id={id} {...props} />;
  return signedIn ? <RemotePage id={SIGNED_IN_FALLBACK} {...props} /> : <NotFoundPage />;
}
