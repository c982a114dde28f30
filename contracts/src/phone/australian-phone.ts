import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/core';
import { AU_PHONE_METADATA } from './phone-metadata-au';

// One phone rule for every form and the API (ADRs 0013, 0049): an Australian number (+61: AU and the
// territories Christmas Island and Cocos Islands) as libphonenumber-js validates it with the full digit
// patterns of Google's metadata, reduced to calling code +61 (phone-metadata-au.ts). A rider's phone is a
// mobile or a landline (providers call or text it); a business may also give a 1300 or 1800 number.

/** What a phone may be typed with: digits, spaces, brackets, dashes, dots and a leading plus. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
/** Longer text is never a phone number; parsing stops here. */
export const MAX_PHONE_INPUT_LENGTH = 30;
/** Digits of an Australian mobile or landline after the leading 0 (04xx xxx xxx, 0x xxxx xxxx). */
const PERSONAL_NUMBER_DIGITS = 9;

/** Why a text is not a phone number a form takes; null when it is one. */
export type PhoneProblem = 'too-short' | 'too-long' | 'not-australian' | 'service-number';

/** Which numbers a form takes: mobiles and landlines, or also 1300/1800 numbers (a business's line). */
export type PhoneKinds = 'personal' | 'business';

function parse(text: string): PhoneNumber | undefined {
  const trimmed = text.trim();
  if (trimmed.length > MAX_PHONE_INPUT_LENGTH || !PHONE_CHARACTERS.test(trimmed)) return undefined;
  const parsed = parsePhoneNumberFromString(trimmed, { defaultCountry: 'AU', extract: false }, AU_PHONE_METADATA);
  // At least 10 digits as dialled in Australia (the spec's minimum): leaves out the 6-digit 13 xx xx numbers.
  const valid = parsed?.countryCallingCode === '61' && parsed.nationalNumber.length >= 9 && parsed.isValid();
  return valid ? parsed : undefined;
}

const isPersonal = (parsed: PhoneNumber) => {
  const type = parsed.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE' || type === 'FIXED_LINE_OR_MOBILE';
};

/**
 * The digits after the country code or the leading 0 ('0412 345 678', '+61 (0)412 345 678' -> '412345678'),
 * or null when the text is written for another country.
 */
function significantDigits(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) return digits.startsWith('61') ? digits.slice(2).replace(/^0/, '') : null;
  if (digits.startsWith('0')) return digits.slice(1);
  if (digits.startsWith('61') && digits.length === 2 + PERSONAL_NUMBER_DIGITS) return digits.slice(2);
  return digits;
}

/**
 * What is wrong with a phone a form was given, in the order a person fixes it: a 1300, 1800 or 13 number where
 * a mobile or landline is asked for, too few digits, too many digits, not an Australian number.
 */
export function australianPhoneProblem(text: string, kinds: PhoneKinds = 'personal'): PhoneProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'too-short';
  if (trimmed.length > MAX_PHONE_INPUT_LENGTH) return 'too-long';
  if (!PHONE_CHARACTERS.test(trimmed)) return 'not-australian';
  const parsed = parse(trimmed);
  if (parsed && (kinds === 'business' || isPersonal(parsed))) return null;
  const significant = significantDigits(trimmed);
  if (significant === null) return 'not-australian';
  if (kinds === 'personal' && /^1[38]/.test(significant) && significant.length >= 4) return 'service-number';
  // Fewer than the 10 digits of an Australian number as dialled (spec §5: 'at least 10 digits'), whatever they are.
  if (trimmed.replace(/\D/g, '').length < PERSONAL_NUMBER_DIGITS + 1) return 'too-short';
  if (significant.length < PERSONAL_NUMBER_DIGITS) return 'too-short';
  if (!/^[23478]/.test(significant)) return 'not-australian';
  if (significant.length > PERSONAL_NUMBER_DIGITS) return 'too-long';
  return 'not-australian';
}

/** Clear words for each problem; 'too-short' is the form's own message (the spec's, e.g. 'at least 10 digits'). */
export const PHONE_PROBLEM_MESSAGES: Record<Exclude<PhoneProblem, 'too-short'>, string> = {
  'too-long': 'Phone number has too many digits: an Australian mobile or landline has 10, like 0412 345 678',
  'not-australian': 'Enter an Australian mobile or landline number, like 0412 345 678 or 02 9876 5432',
  'service-number': '1300, 1800 and 13 numbers are not accepted: enter a mobile or landline number',
};

/**
 * The E.164 form of an Australian phone number ('0412 345 678', '+61 412 345 678', '(02) 9876-5432' ->
 * '+61412345678', '+61298765432'); null when the text is not one.
 */
export function normaliseAustralianPhone(text: string): string | null {
  return parse(text)?.number ?? null;
}

/**
 * A stored phone as people read it: the national format ('+61412345678' -> '0412 345 678',
 * '+61298765432' -> '(02) 9876 5432'). Text that is not a valid number (a row older than this rule) is
 * shown as stored.
 */
export function formatAustralianPhone(stored: string | null | undefined): string {
  if (!stored) return '';
  return parse(stored)?.formatNational() ?? stored;
}

/**
 * What a provider sees of a phone before buying the lead (spec §2.8): the first 2 and last 3 digits of the national
 * form, the rest starred ('+61412345678' and '0412 345 678' -> '04*****678').
 */
export function maskPhone(phone: string): string {
  const digits = formatAustralianPhone(phone).replace(/\D/g, '');
  if (digits.length <= 5) return '*'.repeat(digits.length);
  return `${digits.slice(0, 2)}${'*'.repeat(digits.length - 5)}${digits.slice(-3)}`;
}
