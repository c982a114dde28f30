import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  /** A line saying why the list is empty or what to do. */
  text?: ReactNode;
}

/** Nothing to list: a title and a line saying why or what to do. */
export function EmptyState({ title, text }: EmptyStateProps) {
  return (
    <div className="mh-empty-state">
      <p className="mh-empty-state__title">{title}</p>
      {text && <p className="mh-empty-state__text">{text}</p>}
    </div>
  );
}
