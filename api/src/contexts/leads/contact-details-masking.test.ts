import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTACT_DETAILS_MARKER, firstName, maskContactDetails } from './lead-masking';
import { contactInName, contactInText, ordinaryText, ordinaryWords } from './test-support/contact-spellings';

/** Digits, full-width ones too. */
const ANY_DIGIT = /[\d\uff10-\uff19]/;

describe('maskContactDetails', () => {
  it('when a phone number or email is written in any common spelling inside text, then none of it is left', () => {
    fc.assert(
      fc.property(contactInText, ({ text, secret, before, after }) => {
        const masked = maskContactDetails(text);
        expect(masked.toLowerCase()).not.toContain(secret.toLowerCase());
        expect(masked).not.toMatch(ANY_DIGIT);
        // The whole spelling and nothing else becomes the marker.
        expect(masked).toBe(text.replace(secret, CONTACT_DETAILS_MARKER));
        expect(masked.startsWith(before)).toBe(true);
        expect(masked.endsWith(after)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('when a phone number or email is run into the first name, then the first name a provider sees holds none of it', () => {
    fc.assert(
      fc.property(contactInName, ({ text, secret }) => {
        const masked = maskContactDetails(firstName(text));
        expect(masked).toContain(CONTACT_DETAILS_MARKER);
        expect(masked.toLowerCase()).not.toContain(secret.toLowerCase());
        expect(masked).not.toMatch(ANY_DIGIT);
      }),
      { numRuns: 500 },
    );
  });

  it('when ordinary text holds sizes, counts, dates, times, prices, postcodes or years, then it is unchanged', () => {
    fc.assert(
      fc.property(ordinaryText, (text) => {
        expect(maskContactDetails(text)).toBe(text);
      }),
      { numRuns: 1000 },
    );
  });

  it('when text holds no contact details, then it is unchanged', () => {
    fc.assert(
      fc.property(fc.array(ordinaryWords, { maxLength: 12 }), (words) => {
        const text = words.join(' ');
        expect(maskContactDetails(text)).toBe(text);
      }),
    );
  });

  it.each([
    '2015 Honda CBR 600',
    'needs 2 straps',
    'Pickup 12/03/2026, drop-off 2026-03-14 or 14.03.2026',
    'Parramatta NSW 2150 to Bondi 2026',
    'Happy to pay $250, or $1,200.50 for both bikes',
    'Odometer 15,000 km, 2 keys, VIN JH2PC40A1XM000123',
    'Pickup at Parramatta. Drop at St. Kilda',
    'One bike, two helmets and one jacket',
    'Ducati Panigale V4 S (2021) - needs a wheel chock',
    'Harley 1200cc, 2 bikes, 3rd floor',
    'I am at work until 5',
    'Darwin NT 0800, 2015 Honda CBR 600',
    'any day from 12/03/2026 - 14/03/2026',
  ])('when the text is %j, then it is not masked', (text) => {
    expect(maskContactDetails(text)).toBe(text);
  });

  it.each([
    ['call me on 0412 345 678 after 5pm', 'call me on [contact details shown after purchase] after 5pm'],
    ['ring (02) 9876-5432', 'ring [contact details shown after purchase]'],
    ['+61.412.345.678 or 0412345678', '[contact details shown after purchase]'],
    ['zero four one two three four five six seven eight', '[contact details shown after purchase]'],
    ['mobile oh four double one 222 333', 'mobile [contact details shown after purchase]'],
    ['local 9876 5432 evenings', 'local [contact details shown after purchase] evenings'],
    ['email jo.smith@gmail.com', 'email [contact details shown after purchase]'],
    ['jo at gmail dot com', '[contact details shown after purchase]'],
    ['jo[at]bigpond.net.au thanks', '[contact details shown after purchase] thanks'],
    ['see www.fastbikes.com.au', 'see [contact details shown after purchase]'],
    ['photos: https://x.com/abc?q=1 thanks', 'photos: [contact details shown after purchase] thanks'],
    ['fastbikes.com.au', '[contact details shown after purchase]'],
    ['fb.com/jo.smith or insta @fast_bikes', '[contact details shown after purchase] or insta [contact details shown after purchase]'],
    ['jo@gmail dot com', '[contact details shown after purchase]'],
    ['see fastbikes dot com', 'see [contact details shown after purchase]'],
    ['Fastbikes DOT com DOT au today', '[contact details shown after purchase] today'],
    // Issue 27: the spellings that got through.
    ['call ０４１２ ９９９ ８８８', 'call [contact details shown after purchase]'],
    ['0412/999/888 or 0412_999_888 or 0412·999·888', '[contact details shown after purchase]'],
    ['ring 0412, 999, 888 today', 'ring [contact details shown after purchase] today'],
    ['0412\u200b999\u200b888', '[contact details shown after purchase]'],
    ['Zero four one two, three four five, six seven eight', '[contact details shown after purchase]'],
    ['oh four three three, two two two, one one one', '[contact details shown after purchase]'],
    ['mail k i m @ e x a m p l e . o r g thanks', 'mail [contact details shown after purchase] thanks'],
    ['email kim at gmail', 'email [contact details shown after purchase]'],
    ['jess dot qa at example dot com', '[contact details shown after purchase]'],
    ['Jo_0412_999_888', 'Jo_[contact details shown after purchase]'],
    ['Café racer, ½ tank, call ０４１２ ９９９ ８８８ please', 'Café racer, ½ tank, call [contact details shown after purchase] please'],
    // Letters typed for digits (stop 39's attack walk).
    ['call 04l2345678 now', 'call [contact details shown after purchase] now'],
    ['ring 04I2 3O5 678', 'ring [contact details shown after purchase]'],
  ])('when the text is %j, then it reads %j', (text, masked) => {
    expect(maskContactDetails(text)).toBe(masked);
  });

  // Issue 45 item 7: spellings that reached providers before purchase.
  it.each([
    ['Arabic-Indic digits', 'call ٠٤١٢ ٣٤٥ ٦٧٨ after 5'],
    ['Devanagari digits', 'call ०४१२३४५६७८ after 5'],
    ['Thai digits', 'call ๐๔๑๒ ๓๔๕ ๖๗๘ after 5'],
    ['a tilde', 'call 0412~345~678 after 5'],
    ['a pipe', 'call 0412 | 345 | 678 after 5'],
    ['a colon', 'call 0412:345:678 after 5'],
    ['a star', 'call 0412*345*678 after 5'],
    ['an x', 'call 0412x345x678 after 5'],
    ['a hash', 'call 0412#345#678 after 5'],
    ['an apostrophe', "call 0412'345'678 after 5"],
    ['a semicolon', 'call 0412;345;678 after 5'],
    ['an equals sign', 'call 0412=345=678 after 5'],
  ])('when a phone number is written with %s, then none of it is left', (_spelling, text) => {
    expect(maskContactDetails(text)).toBe(`call ${CONTACT_DETAILS_MARKER} after 5`);
  });

  it('when a first name is run into a number split by pipes, then the first name a provider sees holds none of it', () => {
    expect(maskContactDetails(firstName('Jo|0412|999|888 Smith'))).not.toMatch(/\d/);
  });

  it('when there is no text, then there is nothing to mask', () => {
    expect(maskContactDetails(null)).toBeNull();
    expect(maskContactDetails('')).toBe('');
  });
});
