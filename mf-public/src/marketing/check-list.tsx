import { Icon } from '../icons/icons';
import styles from './marketing.module.css';

/** A list of claims, each with a green tick. */
export function CheckList({ items, label }: { items: readonly string[]; label?: string }) {
  return (
    <ul className={styles.checks} aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" width={18} height={18} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export { styles as marketingStyles };
