import { Fragment } from 'react';

/** A line that is one http(s) address and nothing else (our mail puts each of its links on a line of its own). */
const URL_LINE = /^https?:\/\/[^\s<>"]+$/;

/**
 * Splits text into plain parts and http(s) links, in order. Only an address alone on its line is a link: an address
 * inside a sentence (a name someone signed up with, 'Urgent: verify at https://evil.example', in the greeting) stays
 * text (issue 27).
 */
export function linkParts(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let plain = '';
  for (const [index, line] of text.split('\n').entries()) {
    const newline = index > 0 ? '\n' : '';
    const address = line.trim();
    if (URL_LINE.test(address)) {
      const lead = line.slice(0, line.indexOf(address));
      parts.push({ text: plain + newline + lead });
      parts.push({ text: address, href: address });
      plain = line.slice(lead.length + address.length);
    } else {
      plain += newline + line;
    }
  }
  parts.push({ text: plain });
  return parts.filter((part) => part.href !== undefined || part.text !== '');
}

/**
 * A plain-text email body as React text (never HTML: nothing in it runs), with the http(s) addresses that stand on
 * lines of their own turned into ordinary links, so a reset link in the demo Outbox can be followed.
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
