import type { ReactNode } from 'react';

/** One row: its term and its value; a falsy item (a condition not met: `cond && [term, value]`) leaves the row out. */
export type Description = readonly [term: string, value: ReactNode] | false | null | undefined | '';

export interface DescriptionListProps {
  items: readonly Description[];
  className?: string;
  'aria-label'?: string;
}

/** A card's facts as a description list (dl): each row a term and its value, in a div for styling. */
export function DescriptionList({ items, className, 'aria-label': label }: DescriptionListProps) {
  return (
    <dl className={className} aria-label={label}>
      {items.map(
        (item) =>
          item && (
            <div key={item[0]}>
              <dt>{item[0]}</dt>
              <dd>{item[1]}</dd>
            </div>
          ),
      )}
    </dl>
  );
}
