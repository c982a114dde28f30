import { Fragment } from 'react';

/** http(s) addresses in plain text; a trailing full stop, comma or bracket is not part of the address. */
const URL_PATTERN = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'"]/g;

/** Splits text into plain parts and http(s) links, in order. */
export function linkParts(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: match[0], href: match[0] });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/**
 * A plain-text email body as React text (never HTML: nothing in it runs), with its http(s) addresses turned
 * into ordinary links, so a reset link in the demo Outbox can be followed.
 */
export function LinkedText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={className}>
      {linkParts(text).map((part, index) =>
        part.href ? (
          <a key={index} href={part.href}>
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </p>
  );
}
