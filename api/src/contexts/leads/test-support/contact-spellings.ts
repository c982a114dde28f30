import fc from 'fast-check';

// Generators of the ways riders write a phone number or an email into free text (issue 14): the masking's
// property tests (unit and API) prove none of them survives.

const digitsOf = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));

/** Mobiles (04xx) and landlines of every area code (02, 03, 07, 08), as the 9 digits after the trunk 0. */
const nationalNumber = fc.tuple(fc.constantFrom('4', '2', '3', '7', '8'), digitsOf(8)).map(([first, rest]) => first + rest);

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** One spelling of an Australian number: national or +61, grouped with spaces, dots or dashes, brackets, or in words. */
export const phoneSpelling = fc
  .record({
    number: nationalNumber,
    prefix: fc.constantFrom('0', '+61', '+61 ', '+61-', '61 ', '(0', '+61 (0)'),
    sep: fc.constantFrom(' ', '.', '-', '', '  ', ' - '),
    groups: fc.constantFrom<number[][]>([1, 4, 4], [3, 3, 3], [1, 2, 2, 2, 2], [9], [2, 3, 4], [5, 4]),
    words: fc.boolean(),
  })
  .map(({ number, prefix, sep, groups, words }) => {
    if (words) return ['zero', ...[...number].map((digit) => WORDS[Number(digit)]!)].join(' ');
    const parts: string[] = [];
    let at = 0;
    for (const size of groups) {
      parts.push(number.slice(at, at + size));
      at += size;
    }
    if (prefix.startsWith('(') || prefix.endsWith('(0)')) {
      const [area = '', ...rest] = parts;
      return `${prefix}${area.slice(0, 1)})${sep || ' '}${[area.slice(1), ...rest].filter(Boolean).join(sep)}`;
    }
    return prefix + parts.join(sep);
  });

const localPart = fc.stringMatching(/^[a-z][a-z0-9]{1,8}(?:[._][a-z0-9]{1,6})?$/);
const domain = fc.constantFrom('gmail', 'bigpond', 'outlook', 'fastbikes', 'optusnet');
const tld = fc.constantFrom('com', 'com.au', 'net.au', 'net', 'org.au');

/** One spelling of an email: '@' or ' at ' / '[at]' / '(at)', '.' or ' dot ' / '[dot]'. */
export const emailSpelling = fc
  .record({
    local: localPart,
    domain,
    tld,
    at: fc.constantFrom('@', ' @ ', ' at ', '[at]', ' [at] ', '(at)', ' AT '),
    dot: fc.constantFrom('.', ' dot ', '[dot]', ' (dot) ', ' DOT '),
  })
  .map(({ local, domain: name, tld: top, at, dot }) => `${local}${at}${name}${dot}${top.split('.').join(dot)}`);

/** Words of ordinary text without digits, contact words or dots. */
export const ordinaryWords = fc.constantFrom(
  'please', 'call', 'me', 'text', 'email', 'on', 'my', 'number', 'is', 'after', 'work', 'thanks', 'bike', 'needs',
  'straps', 'the', 'pickup', 'from', 'garage', 'ring', 'anytime', 'cheers', 'contact', 'mobile', 'weekends',
);
const phrase = fc.array(ordinaryWords, { minLength: 0, maxLength: 6 }).map((words) => words.join(' '));

/** A phone or email spelling (the secret) inside ordinary text. */
export const contactInText = fc
  .record({ before: phrase, secret: fc.oneof(phoneSpelling, emailSpelling), after: phrase, joiner: fc.constantFrom(' ', ': ', ' - ', ', ') })
  .map(({ before, secret, after, joiner }) => ({ before, secret, after, text: `${before}${before ? joiner : ''}${secret}${after ? ' ' : ''}${after}` }));
