/** Text for HTML mail: the five characters that could open markup or end an attribute, as entities. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The longest first name a greeting carries. */
const MAX_GREETING_NAME = 40;
/** A name's alphabet: letters (any script, with their accents), spaces, apostrophes, hyphens and full stops. */
const NAME_ALPHABET = /^[\p{L}\p{M}' .\u2019-]+$/u;
/** A full stop inside a word ('evil.example', 'x.com'), as in an address; initials ('J.R.') stay. */
const DOTTED_WORD = /\.\p{L}{2,}/u;

/**
 * 'Hi Jo,' or, for a first name that is not plainly a name, 'Hi,' (issue 27): anyone can sign up with any first
 * name and any email address, so a name like 'Urgent: verify at https://evil.example' would reach a stranger's inbox
 * in our mail, and a mail reader makes its address a link. A greeting carries only letters, spaces, apostrophes,
 * hyphens and initials' full stops, at most 40 characters; never an address.
 */
export function greeting(firstName: string | null | undefined): string {
  const name = (firstName ?? '').trim().replace(/\s+/g, ' ');
  const plain = name.length > 0 && name.length <= MAX_GREETING_NAME && NAME_ALPHABET.test(name) && !DOTTED_WORD.test(name);
  return plain ? `Hi ${name},` : 'Hi,';
}
