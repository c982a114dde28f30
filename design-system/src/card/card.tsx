import type { HTMLAttributes, ReactNode } from 'react';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading shown at the top of the card. */
  title?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4;
  tone?: 'plain' | 'tinted';
  /** Render as a section (a landmark when titled) or a plain div. */
  as?: 'section' | 'div' | 'article';
}

/** A surface grouping related content, optionally titled. */
export function Card({ title, headingLevel = 2, tone = 'plain', as: Tag = 'div', className, children, ...rest }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Tag className={['mh-card', tone === 'tinted' ? 'mh-card--tinted' : '', className ?? ''].filter(Boolean).join(' ')} {...rest}>
      {title && <Heading className="mh-card__title">{title}</Heading>}
      {children}
    </Tag>
  );
}
