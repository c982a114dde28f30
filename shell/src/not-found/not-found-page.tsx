import type { ReactNode } from 'react';
import { MALFORMED_PATH_PAGE } from '@motohaul/contracts';
import { buttonClassName } from '@motohaul/design-system';
import { AppLink } from '@motohaul/platform';
import styles from './not-found-page.module.css';

/** A page that shows no content: what is wrong, and the way home. */
function NoPage({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.text}>{children}</p>
      <AppLink to="/" className={buttonClassName({ size: 'lg' })}>
        Back to Home
      </AppLink>
    </div>
  );
}

/** Any path outside the route set (spec §2.1); its title is set with every route's (routes/app-routes.tsx). */
export const NotFoundPage = () => <NoPage heading="404 Page Not Found">The page you are looking for does not exist or has moved.</NoPage>;

/**
 * A path with a broken percent escape ('/quote-status/%E0%A4%A': a link cut off or mangled by a mail program): the
 * server answers 400 with the shell, and this page says what is wrong instead of guessing a page.
 */
export const MalformedPathPage = () => (
  <NoPage heading="This Link Is Not Valid">
    {MALFORMED_PATH_PAGE.description} If you copied it from a message, copy the whole link again, or start from the home
    page.
  </NoPage>
);
