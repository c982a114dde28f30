import type { ReactNode } from 'react';
import type { SitePattern } from '@motohaul/contracts';
import { usePageHead } from '@motohaul/platform';
import { RemoteRoot } from '../remote-root/remote-root';
import styles from './content-page.module.css';

export interface ContentPageProps {
  heading: string;
  intro: ReactNode;
  /** The route whose title and description (contracts' SITE_PAGES) the document head shows. */
  page: SitePattern;
  children: ReactNode;
}

/** The frame of a text page: heading, intro and sections, with its own title and description. */
export function ContentPage({ heading, intro, page, children }: ContentPageProps) {
  usePageHead(page);
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
