import { buttonClassName } from '@motohaul/design-system';
import { AppLink } from '@motohaul/platform';
import styles from './not-found-page.module.css';

/** Any path outside the route set (spec §2.1); its title is set with every route's (routes/app-routes.tsx). */
export function NotFoundPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>404 Page Not Found</h1>
      <p className={styles.text}>The page you are looking for does not exist or has moved.</p>
      <AppLink to="/" className={buttonClassName({ size: 'lg' })}>
        Back to Home
      </AppLink>
    </div>
  );
}
