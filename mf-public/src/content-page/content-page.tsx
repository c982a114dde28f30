import type { ReactNode } from 'react';
import { StaticPart } from '@motohaul/platform';
import { RemoteRoot } from '../remote-root/remote-root';
import styles from './content-page.module.css';

interface ContentPageProps {
  heading: string;
  intro: ReactNode;
  /** The sections are text and plain links only: a static part (ADR 0092), kept as the server drew them. */
  textOnly?: boolean;
  children: ReactNode;
}

/** The frame of a text page: heading, intro and sections. */
export function ContentPage({ heading, intro, textOnly = false, children }: ContentPageProps) {
  return (
    <RemoteRoot>
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className={styles.heading}>{heading}</h1>
          <p className={styles.intro}>{intro}</p>
        </header>
        <div className={styles.body}>{textOnly ? <StaticPart>{children}</StaticPart> : children}</div>
      </div>
    </RemoteRoot>
  );
}

export { styles as contentStyles };
