import { Button } from '@motohaul/design-system';
import styles from './load-more.module.css';

/** 'Load more' under a list read page by page (an infinite query): shown while the list holds more. */
export function LoadMore({ pages }: { pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> } }) {
  if (!pages.hasNextPage) return null;
  return (
    <div className={styles.more}>
      <Button variant="secondary" loading={pages.isFetchingNextPage} loadingLabel="Loading more" onClick={() => void pages.fetchNextPage()}>
        Load more
      </Button>
    </div>
  );
}
