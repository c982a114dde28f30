import type { ReactNode } from 'react';
import { RemoteRoot } from '../remote-root/remote-root';
import styles from './content-page.module.css';

/** The frame of a text page: heading, intro and sections. */
export function ContentPage({ heading, intro, children }: { heading: string; intro: ReactNode; children: ReactNode }) {
  return (
    <RemoteRoot>
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className={styles.heading}>{heading}</h1>
          <p className={styles.intro}>{intro}</p>
        </header>
        <div className={styles.body}>{children}</div>
      </div>
    </RemoteRoot>
  );
}

export { styles as contentStyles };
