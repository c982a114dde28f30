import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { australianPhoneProblem, formatAustralianPhone, maskPhone, normaliseAustralianPhone } from './australian-phone';

const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
/** Mobiles 040x-043x (every number of these ranges is allocated) and landlines of Sydney (02 9...) and Melbourne (03 9...). */
const australianNumber = fc.oneof(
  fc.tuple(fc.constantFrom('40', '41', '42', '43'), digits(7)).map(([prefix, rest]) => ({ national: `0${prefix}${rest}`, e164: `+61${prefix}${rest}` })),
  fc.tuple(fc.constantFrom('29', '39'), digits(7)).map(([prefix, rest]) => ({ national: `0${prefix}${rest}`, e164: `+61${prefix}${rest}` })),
);
const separator = fc.constantFrom('', ' ', '-', '.', '  ');

/** One way a person writes the number: national or +61, digits grouped with separators, area code maybe in brackets. */
const spelling = fc
  .record({ number: australianNumber, international: fc.boolean(), brackets: fc.boolean(), sep: separator, cuts: fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 3 }) })
  .map(({ number, international, brackets, sep, cuts }) => {
    const body = number.national.slice(1);
    const grouped = [...body].map((digit, index) => (cuts.includes(index) ? `${sep}${digit}` : digit)).join('');
    const spelled = international ? `+61${sep || ' '}${grouped}` : brackets && body.startsWith('2') ? `(0${grouped[0]})${sep}${grouped.slice(1)}` : `0${grouped}`;
    return { spelled, e164: number.e164 };
  });

describe('normaliseAustralianPhone', () => {
  it('when an Australian number is written with spaces, dots, dashes, brackets or +61, then it is stored in E.164', () => {
    fc.assert(
      fc.property(spelling, ({ spelled, e164 }) => {
        expect(normaliseAustralianPhone(spelled)).toBe(e164);
        expect(normaliseAustralianPhone(`  ${spelled} `)).toBe(e164);
      }),
    );
  });

  it('when the stored form is formatted and read again, then it gives the same number', () => {
    fc.assert(
      fc.property(australianNumber, ({ e164 }) => {
        const shown = formatAustralianPhone(e164);
        expect(shown).toMatch(/^(04\d\d \d{3} \d{3}|\(0\d\) \d{4} \d{4})$/);
        expect(normaliseAustralianPhone(shown)).toBe(e164);
      }),
    );
  });

  it('when the text holds a letter, then it is not a phone number', () => {
    fc.assert(
      fc.property(spelling, fc.string({ minLength: 1, maxLength: 5 }).filter((s) => /[a-z]/i.test(s)), fc.nat(12), ({ spelled }, letters, at) => {
        const position = Math.min(at, spelled.length);
        expect(australianPhoneProblem(spelled.slice(0, position) + letters + spelled.slice(position))).not.toBeNull();
      }),
    );
  });

  it('when the text has fewer than 9 digits, then it is not a phone number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }).chain(digits), (short) => {
        expect(australianPhoneProblem(short)).not.toBeNull();
      }),
    );
  });

  it.each([
    ['0412 345 678', '+61412345678'],
    ['+61 412 345 678', '+61412345678'],
    ['(02) 9876 5432', '+61298765432'],
    ['02-9876-5432', '+61298765432'],
    ['+61 (0)2 9876 5432', '+61298765432'],
    ['(08) 9164 1234', '+61891641234'],
    ['1300 123 456', '+611300123456'],
  ])('when the text is %j, then it is stored as %s', (text, e164) => {
    expect(normaliseAustralianPhone(text)).toBe(e164);
  });

  it.each(['call me pls', 'abcdefghij', '1234567890', '0412 345 67', '04123456789', '13 12 34', '+1 202 555 0100', '+44 20 7946 0958', '', '0000000000'])(
    'when the text is %j, then it is refused',
    (text) => {
      expect(normaliseAustralianPhone(text)).toBeNull();
    },
  );
});

describe('formatAustralianPhone', () => {
  it('when a number is stored, then it is shown in the national format', () => {
    expect(formatAustralianPhone('+61412345678')).toBe('0412 345 678');
    expect(formatAustralianPhone('+61298765432')).toBe('(02) 9876 5432');
  });

  it('when a stored phone is older than the rule and not valid, then it is shown as stored', () => {
    expect(formatAustralianPhone('1234567890')).toBe('1234567890');
    expect(formatAustralianPhone(null)).toBe('');
  });
});

describe('australianPhoneProblem', () => {
  it.each([
    ['0412 345 678', null],
    ['(02) 9876 5432', null],
    ['0412 345 67', 'too-short'],
    // Fewer than 10 digits is the spec's 'at least 10 digits' (§5), whatever the digits are.
    ['123456789', 'too-short'],
    ['0412 345 6789', 'too-long'],
    ['1234567890', 'not-australian'],
    ['+1 202 555 0100', 'not-australian'],
    ['1300 668 722', 'service-number'],
    ['1800 123 456', 'service-number'],
    ['13 12 34', 'service-number'],
  ])('when a rider gives %j, then the problem is %s', (text, problem) => {
    expect(australianPhoneProblem(text)).toBe(problem);
  });

  it.each([
    ['1300 668 722', null],
    ['1800 123 456', null],
    ['0412 345 678', null],
    ['13 12 34', 'too-short'],
    ['1234567890', 'not-australian'],
  ])('when a business gives %j, then the problem is %s', (text, problem) => {
    expect(australianPhoneProblem(text, 'business')).toBe(problem);
  });
});

describe('maskPhone', () => {
  it('when a phone has spaces or a country code, then only the first 2 and last 3 digits stay', () => {
    expect(maskPhone('0412 345 678')).toBe('04*****678');
    expect(maskPhone('+61 412 345 678')).toBe('04*****678');
    expect(maskPhone('+61412345678')).toBe('04*****678');
    expect(maskPhone('+61298765432')).toBe('02*****432');
    expect(maskPhone('0412345678')).toBe('04*****678');
  });

  it('when a phone is very short, then every digit is hidden', () => {
    expect(maskPhone('12345')).toBe('*****');
  });
});
