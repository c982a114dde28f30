import { Route, Routes } from 'react-router-dom';
import type { RemotePageProps } from '@motohaul/contracts';
import { NotFoundPage } from '../not-found/not-found-page';
import { RemotePage } from '../remotes/remote-page';
import { isDashboardUser, SIGNED_IN_FALLBACK, SIGNED_IN_ROUTES, SIGNED_OUT_ROUTES } from './route-sets';

/** The route set for the current user, each path mapped to the remote page that owns it. */
export function AppRoutes(props: RemotePageProps) {
  const signedIn = isDashboardUser(props.user);
  const routes = signedIn ? SIGNED_IN_ROUTES : SIGNED_OUT_ROUTES;
  return (
    <Routes>
      {routes.map(([path, id]) => (
        <Route key={path} path={path} element={<RemotePage id={id} {...props} />} />
      ))}
      <Route path="*" element={signedIn ? <RemotePage id={SIGNED_IN_FALLBACK} {...props} /> : <NotFoundPage />} />
    </Routes>
  );
}
