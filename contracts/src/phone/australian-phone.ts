import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/core';
import { AU_PHONE_METADATA } from './phone-metadata-au';

// One phone rule for every form and the API (ADR 0013): an Australian number (mobile, landline, 1300/1800,
// or a number of the +61 territories Christmas Island and Cocos Islands) as libphonenumber-js validates it
// with the full digit patterns of Google's metadata, reduced to calling code +61 (phone-metadata-au.ts).

/** What a phone may be typed with: digits, spaces, brackets, dashes, dots and a leading plus. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
/** Longer text is never a phone number; parsing stops here. */
export const MAX_PHONE_INPUT_LENGTH = 30;

function parse(text: string): PhoneNumber | undefined {
  const trimmed = text.trim();
  if (trimmed.length > MAX_PHONE_INPUT_LENGTH || !PHONE_CHARACTERS.test(trimmed)) return undefined;
  const parsed = parsePhoneNumberFromString(trimmed, { defaultCountry: 'AU', extract: false }, AU_PHONE_METADATA);
  // At least 10 digits as dialled in Australia (the spec's minimum): leaves out the 6-digit 13 xx xx numbers.
  const valid = parsed?.countryCallingCode === '61' && parsed.nationalNumber.length >= 9 && parsed.isValid();
  return valid ? parsed : undefined;
}

/**
 * The E.164 form of an Australian phone number ('0412 345 678', '+61 412 345 678', '(02) 9876-5432' ->
 * '+61412345678', '+61298765432'); null when the text is not one.
 */
export function normaliseAustralianPhone(text: string): string | null {
  return parse(text)?.number ?? null;
}

export const isAustralianPhone = (text: string): boolean => parse(text) !== undefined;

/**
 * A stored phone as people read it: the national format ('+61412345678' -> '0412 345 678',
 * '+61298765432' -> '(02) 9876 5432'). Text that is not a valid number (a row older than this rule) is
 * shown as stored.
 */
export function formatAustralianPhone(stored: string | null | undefined): string {
  if (!stored) return '';
  return parse(stored)?.formatNational() ?? stored;
}
