import { MALFORMED_PATH_PAGE } from '@motohaul/contracts';
import { buttonClassName } from '@motohaul/design-system';
import { AppLink } from '@motohaul/platform';
import styles from './not-found-page.module.css';

/**
 * A path with a broken percent escape ('/quote-status/%E0%A4%A': a link cut off or mangled by a mail program): the
 * server answers 400 with the shell, and this page says what is wrong instead of guessing a page.
 */
export function MalformedPathPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>This Link Is Not Valid</h1>
      <p className={styles.text}>
        {MALFORMED_PATH_PAGE.description} If you copied it from a message, copy the whole link again, or start from the
        home page.
      </p>
      <AppLink to="/" className={buttonClassName({ size: 'lg' })}>
        Back to Home
      </AppLink>
    </div>
  );
}
