import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTACT_DETAILS_MARKER, maskContactDetails } from './contact-details-masking';
import { contactInText, ordinaryWords } from './test-support/contact-spellings';

describe('maskContactDetails', () => {
  it('when a phone number or email is written in any common spelling inside text, then none of it is left', () => {
    fc.assert(
      fc.property(contactInText, ({ text, secret, before, after }) => {
        const masked = maskContactDetails(text);
        expect(masked).toContain(CONTACT_DETAILS_MARKER);
        expect(masked.toLowerCase()).not.toContain(secret.toLowerCase());
        expect(masked.replace(/\D/g, '')).toBe('');
        expect(masked.startsWith(before.trim())).toBe(true);
        expect(masked.endsWith(after.trim())).toBe(true);
      }),
      { numRuns: 500 },
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
  ])('when the text is %j, then it reads %j', (text, masked) => {
    expect(maskContactDetails(text)).toBe(masked);
  });

  it('when there is no text, then there is nothing to mask', () => {
    expect(maskContactDetails(null)).toBeNull();
    expect(maskContactDetails('')).toBe('');
  });
});
