import { Button } from '../button/button';

export interface PagerProps {
  /** What is paged, for the navigation's name: 'Providers pages'. */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  /** More than `total` match (the list counted up to a cap): 'Page 2 (more than 1000 in all)', Next stays enabled. */
  totalIsCapped?: boolean;
  onPage: (page: number) => void;
}

/** Previous / Next with 'Page 2 of 5 (93 in all)'; nothing when everything fits on one page. */
export function Pager({ label, page, pageSize, total, totalIsCapped = false, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1 && !totalIsCapped) return null;
  return (
    <nav aria-label={label} className="mh-pager">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="mh-pager__text" aria-live="polite">
        {totalIsCapped ? `Page ${page} (more than ${total} in all)` : `Page ${page} of ${pages} (${total} in all)`}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages && !totalIsCapped} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
