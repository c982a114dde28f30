import { useEffect, type ReactNode } from 'react';
import { buttonClassName } from '@motohaul/design-system';
import { AppLink } from '@motohaul/platform';
import { RemoteRoot } from '../remote-root/remote-root';
import styles from './page-frame.module.css';

/**
 * The card-on-a-page frame of the CRM's account and settings pages, with its document title: `wide` for a settings
 * page's forms, `backToDashboard` for its way back under them.
 */
export function PageFrame({
  heading,
  title,
  wide = false,
  backToDashboard = false,
  children,
}: {
  heading: string;
  title: string;
  wide?: boolean;
  backToDashboard?: boolean;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} | MotoHaul`;
  }, [title]);
  return (
    <RemoteRoot>
      <div className={styles.page}>
        <div className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
          <h1 className={styles.heading}>{heading}</h1>
          {children}
          {backToDashboard && (
            <div className={`${styles.actions} ${styles.back}`}>
              <AppLink to="/dashboard" className={buttonClassName({ variant: 'ghost' })}>
                Back to Dashboard
              </AppLink>
            </div>
          )}
        </div>
      </div>
    </RemoteRoot>
  );
}

/** The links under a page's text or form ('Back to sign in'), each to `to`; `children` adds items of its own. */
export function PageLinks({ links, children }: { links: ReadonlyArray<readonly [to: string, label: string]>; children?: ReactNode }) {
  return (
    <ul className={styles.links}>
      {links.map(([to, label]) => (
        <li key={to}>
          <AppLink to={to}>{label}</AppLink>
        </li>
      ))}
      {children}
    </ul>
  );
}

export { styles as frameStyles };
