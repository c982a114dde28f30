import { Suspense, type ReactNode } from 'react';
import type { AppMode, CurrentUser } from '@motohaul/contracts';
import { Footer } from '../footer/footer';
import { Header } from '../header/header';
import styles from './layout.module.css';

export function Layout({
  phone,
  appMode,
  user,
  children,
}: {
  phone: string;
  appMode: AppMode;
  user: CurrentUser | null;
  children: ReactNode;
}) {
  // A page the server drew is hydrated here apart from the root, in slices at React's offscreen priority (ADR 0090).
  return (
    <Suspense>
      <div className={styles.layout}>
        <a href="#main" className={styles.skip}>
          Skip to main content
        </a>
        <Header phone={phone} user={user} appMode={appMode} />
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        <Footer phone={phone} />
      </div>
    </Suspense>
  );
}
