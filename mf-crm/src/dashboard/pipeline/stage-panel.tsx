import type { CurrentUser, PipelinePageRequest, PurchasedLead } from '@motohaul/contracts';
import { Spinner } from '@motohaul/design-system';
import { usePipelinePage } from '../../api/purchases';
import { LoadError } from '../load-error/load-error';
import { LoadMore } from '../load-more/load-more';
import { PurchaseCard } from './purchase-card';
import cards from '../lead-card/lead-card.module.css';
import styles from './pipeline.module.css';

/** What a tab with no purchases says. */
export function EmptyTab({ text = 'No leads in this stage yet' }: { text?: string | undefined }) {
  return <p className={styles.empty}>{text}</p>;
}

/**
 * The cards of one stage tab (or of the Archived tab), read a page at a time, or its empty state. `pinned` is the
 * purchase a link opened (/dashboard/leads/:jobRef): first in its tab, drawn at once (the link's card is scrolled to
 * and focused as the tab opens), while the tab's pages are read below it.
 */
export function StagePanel({
  request,
  user,
  emptyText,
  pinned = null,
}: {
  request: PipelinePageRequest;
  user: CurrentUser;
  emptyText?: string | undefined;
  pinned?: PurchasedLead | null;
}) {
  const pages = usePipelinePage(request);
  if (pages.isError) return <LoadError title="Your leads could not load" error={pages.error} onRetry={pages.refetch} />;
  const loaded = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const purchases = pinned
    ? [loaded.find((purchase) => purchase.id === pinned.id) ?? pinned, ...loaded.filter((purchase) => purchase.id !== pinned.id)]
    : loaded;
  if (pages.isPending && purchases.length === 0) return <Spinner label="Loading your leads" />;
  if (purchases.length === 0) return <EmptyTab text={emptyText} />;
  return (
    <>
      <div className={cards.grid}>
        {purchases.map((purchase) => (
          <PurchaseCard key={purchase.id} purchase={purchase} user={user} />
        ))}
      </div>
      {pages.isPending && <Spinner label="Loading your leads" />}
      <LoadMore pages={pages} />
    </>
  );
}
