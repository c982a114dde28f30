import type { ReactNode } from 'react';
import { useDocumentMeta } from '../document-meta/use-document-meta';
import { RemoteRoot } from '../remote-root/remote-root';
import styles from './content-page.module.css';

export interface ContentPageProps {
  heading: string;
  intro: ReactNode;
  /** Document title and meta description. */
  title: string;
  description: string;
  children: ReactNode;
}

/** The frame of a text page: heading, intro and sections, with its own title and description. */
export function ContentPage({ heading, intro, title, description, children }: ContentPageProps) {
  useDocumentMeta(title, description);
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
