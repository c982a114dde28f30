import fc from 'fast-check';

// Generators of the ways riders write a phone number or an email into free text (issues 14 and 27), built from
// variations that combine: the masking's property tests (unit and API) prove none of them survives, and that
// ordinary text with numbers in it is left alone.

const digitsOf = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));

/** Mobiles (04xx) and landlines of every area code (02, 03, 07, 08), as the 9 digits after the trunk 0. */
const nationalNumber = fc.tuple(fc.constantFrom('4', '2', '3', '7', '8'), digitsOf(8)).map(([first, rest]) => first + rest);

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** Splits text into groups of the given sizes; what is left over goes last. */
function grouped(text: string, sizes: number[]): string[] {
  const groups: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at < text.length) groups.push(text.slice(at, at + size));
    at += size;
  }
  if (at < text.length) groups.push(text.slice(at));
  return groups;
}

/** What riders put between the groups of digits, words too (issue 45 item 7: '0412 and then 345 678'). */
const digitSeparator = fc.constantFrom(' ', '.', '-', '', '  ', ' - ', '/', '_', '·', ',', ', ', '\u200b', ' / ', '\u2013', ' then ', ' and then ', ', then ');

/** Letters typed for the digits 1 and 0 between two digits ('04l2 345 678'), or none. */
const lookalikes = fc.constantFrom(null, { one: 'l', zero: 'O' }, { one: 'I', zero: 'o' });

/** A number in digits: national or +61, grouped, with one separator between the groups, perhaps with lookalikes. */
const digitSpelling = fc
  .record({
    number: nationalNumber,
    prefix: fc.constantFrom('0', '+61', '+61 ', '+61-', '61 ', '(0', '+61 (0)'),
    sep: digitSeparator,
    groups: fc.constantFrom<number[]>([1, 4, 4], [3, 3, 3], [1, 2, 2, 2, 2], [9], [2, 3, 4], [5, 4]),
    letters: lookalikes,
  })
  .map(({ number, prefix, sep, groups, letters }) => {
    const parts = grouped(number, groups);
    let text = prefix + parts.join(sep);
    if (prefix.startsWith('(') || prefix.endsWith('(0)')) {
      const [area = '', ...rest] = parts;
      text = `${prefix}${area.slice(0, 1)})${sep || ' '}${[area.slice(1), ...rest].filter(Boolean).join(sep)}`;
    }
    return letters ? text.replace(/(?<=\d)[01](?=\d)/g, (digit) => (digit === '1' ? letters.one : letters.zero)) : text;
  });

/** One group in words: 'nine nine nine', or 'triple nine' / 'double one two' when the rider says it so. */
function groupInWords(group: string, zero: string, repeats: boolean): string[] {
  const words: string[] = [];
  for (let at = 0; at < group.length; ) {
    const digit = group[at]!;
    let run = 1;
    while (repeats && run < 3 && group[at + run] === digit) run += 1;
    const word = digit === '0' ? zero : WORDS[Number(digit)]!;
    words.push(run === 1 ? word : `${run === 2 ? 'double' : 'triple'} ${word}`);
    at += run;
  }
  return words;
}

/** A national number in words, in groups: 'Zero four one two, three four five, six seven eight', 'oh four double one …'. */
const wordSpelling = fc
  .record({
    number: nationalNumber,
    zero: fc.constantFrom('zero', 'oh', 'o'),
    groups: fc.constantFrom<number[]>([10], [4, 3, 3], [2, 4, 4], [4, 6], [3, 3, 4]),
    wordSep: fc.constantFrom(' ', '-', '  '),
    groupSep: fc.constantFrom(' ', ', ', ',  ', ' - ', '. ', ' / ', ' then ', ' and then '),
    repeats: fc.boolean(),
    capital: fc.boolean(),
  })
  .map(({ number, zero, groups, wordSep, groupSep, repeats, capital }) => {
    const text = grouped(`0${number}`, groups)
      .map((group) => groupInWords(group, zero, repeats).join(wordSep))
      .join(groupSep);
    return capital ? text[0]!.toUpperCase() + text.slice(1) : text;
  });

/** One spelling of an Australian number. */
export const phoneSpelling = fc.oneof(digitSpelling, wordSpelling);

const localPart = fc.stringMatching(/^[a-z][a-z0-9]{1,8}(?:[._][a-z0-9]{1,6})?$/);
const domain = fc.constantFrom('gmail', 'bigpond', 'outlook', 'fastbikes', 'optusnet', 'example');
const mailService = fc.constantFrom('gmail', 'bigpond', 'outlook', 'optusnet', 'hotmail', 'icloud', 'yahoo');
const tld = fc.constantFrom('com', 'com.au', 'net.au', 'net', 'org.au', 'org');

/** An email as written with '@' and '.' or their spellings ('jess dot qa at example dot com'), or a mail service with no ending ('kim at gmail'). */
const spelledEmail = fc
  .record({
    local: localPart,
    domain,
    service: mailService,
    tld,
    at: fc.constantFrom('@', ' @ ', ' at ', '[at]', ' [at] ', '(at)', ' AT '),
    dot: fc.constantFrom('.', ' dot ', '[dot]', ' (dot) ', ' DOT '),
    ending: fc.boolean(),
  })
  .map(({ local, domain: name, service, tld: top, at, dot, ending }) => {
    const user = local.split('.').join(dot);
    return ending ? `${user}${at}${name}${dot}${top.split('.').join(dot)}` : `${user}${at}${service}`;
  });

/** An email spaced out letter by letter: 'k i m @ e x a m p l e . o r g'. */
const spacedOutEmail = fc
  .record({ local: localPart, domain, tld, space: fc.constantFrom(' ', '  ') })
  .map(({ local, domain: name, tld: top, space }) => [...`${local}@${name}.${top}`].join(space));

/** One spelling of an email. */
export const emailSpelling = fc.oneof(spelledEmail, spacedOutEmail);

/** Full-width forms of printable ASCII ('０４１２', 'ｋｉｍ＠…'), the ideographic space for a space. */
const fullWidth = (text: string) =>
  text.replace(/[!-~ ]/g, (char) => (char === ' ' ? '\u3000' : String.fromCharCode(char.charCodeAt(0) + 0xfee0)));

/** How the whole spelling is typed: as is, in full-width characters, or with zero-width spaces between its characters. */
const typed = fc.constantFrom<(text: string) => string>(
  (text) => text,
  (text) => text,
  fullWidth,
  (text) => [...text].join('\u200b'),
);

/** A phone or email spelling, typed one of the ways above. */
export const contactSpelling = fc.tuple(fc.oneof(phoneSpelling, emailSpelling), typed).map(([text, type]) => type(text));

/** Words of ordinary text without digits, contact words or dots. */
export const ordinaryWords = fc.constantFrom(
  'please', 'call', 'me', 'text', 'email', 'on', 'my', 'number', 'is', 'after', 'work', 'thanks', 'bike', 'needs',
  'straps', 'the', 'pickup', 'from', 'garage', 'ring', 'anytime', 'cheers', 'contact', 'mobile', 'weekends',
);
const phrase = fc.array(ordinaryWords, { minLength: 0, maxLength: 6 }).map((words) => words.join(' '));

/** A phone or email spelling (the secret) inside ordinary text. */
export const contactInText = fc
  .record({ before: phrase, secret: contactSpelling, after: phrase, joiner: fc.constantFrom(' ', ': ', ' - ', ', ') })
  .map(({ before, secret, after, joiner }) => ({ before, secret, after, text: `${before}${before ? joiner : ''}${secret}${after ? ' ' : ''}${after}` }));

/** A phone or email run into a first name with no space ('Jo_0412_999_888', 'Kim0412345678', 'Jo.kim@gmail.com'), then a surname. */
export const contactInName = fc
  .record({
    name: fc.constantFrom('Jo', 'Kim', 'Olivia', 'Ngọc'),
    joiner: fc.constantFrom('_', '-', '.', '', '\u200b', '·'),
    secret: fc.oneof(
      fc
        .record({ number: nationalNumber, prefix: fc.constantFrom('0', '+61', '61'), sep: fc.constantFrom('', '_', '.', '-', '/', '·', '\u200b') })
        .map(({ number, prefix, sep }) => prefix + grouped(number, [3, 3, 3]).join(sep)),
      fc.record({ local: localPart, domain, tld }).map(({ local, domain: name, tld: top }) => `${local}@${name}.${top}`),
    ),
    wide: fc.boolean(),
    surname: fc.constantFrom('', ' Harper', ' van der Berg'),
  })
  .map(({ name, joiner, secret, wide, surname }) => {
    const written = wide ? fullWidth(secret) : secret;
    return { secret: written, text: `${name}${joiner}${written}${surname}` };
  });

/** Parts of ordinary requests that hold numbers: sizes, counts, floors, dates, times, prices, postcodes, years. */
const ordinaryPart = fc.constantFrom(
  'Harley 1200cc', '2 bikes', '3rd floor', 'I am at work until 5', 'pickup 12/03/2026', 'drop-off 2026-03-14',
  'back by 14.03.2026', 'any day from 12/03 - 14/03', 'from 12/03/2026-14/03/2026', '12.03.2026–14.03.2026', 'on 12 March 2026', 'happy to pay $250', 'or $1,200.50 for both',
  'Parramatta NSW 2150', 'Darwin NT 0800', 'Bondi 2026', '2015 Honda CBR 600', 'odometer 15,000 km', 'after 5pm',
  'at 10:30am', 'VIN JH2PC40A1XM000123', 'one bike, two helmets and one jacket', 'level 2, bay 14', 'unit 4/12',
  'Ducati Panigale V4 S (2021)', 'Café racer, ½ tank', 'meet me at the depot', 'oh and 3 straps', 'we are at home',
  'Yamaha R1 and R6', 'gate code 4821', "O'Connor ACT 2602", 'ＢＭＷ R 1250 GS', 'St. Kilda VIC 3182', 'Mt. Isa QLD 4825',
  '2 x 150cc scooters', 'between 9-5 weekdays', 'I am at Bondi till 6',
);

/** Ordinary text: such parts joined as people join them. */
export const ordinaryText = fc
  .array(fc.tuple(ordinaryPart, fc.constantFrom(', ', ' and ', '; ')), { minLength: 1, maxLength: 6 })
  .map((parts) => parts.map(([part, joiner], index) => (index === 0 ? part : `${joiner}${part}`)).join(''));
