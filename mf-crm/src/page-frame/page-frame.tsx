import { useEffect, type ReactNode } from 'react';
import { RemoteRoot } from '../remote-root/remote-root';
import styles from './page-frame.module.css';

/** The card-on-a-page frame of the CRM's account pages, with its document title. */
export function PageFrame({ heading, title, children }: { heading: string; title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} | MotoHaul`;
  }, [title]);
  return (
    <RemoteRoot>
      <div className={styles.page}>
        <div className={styles.card}>
          <h1 className={styles.heading}>{heading}</h1>
          {children}
        </div>
      </div>
    </RemoteRoot>
  );
}

export { styles as frameStyles };
