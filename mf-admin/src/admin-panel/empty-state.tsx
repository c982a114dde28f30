import styles from './admin-panel.module.css';

/** Nothing to list: a title and a line saying why or what to do. */
export function EmptyState({ title, text }: { title: string; text?: string }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      {text && <p className={styles.muted}>{text}</p>}
    </div>
  );
}
