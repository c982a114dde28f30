import { randomBytes } from 'node:crypto';
import { QUOTE_STATUS_TOKEN_PATTERN } from '@motohaul/contracts';

/** Random bytes in a rider's status token: 192 bits, far beyond guessing (ADR 0033). */
const TOKEN_BYTES = 24;

/** A new status token: 24 random bytes from the operating system's CSPRNG in base64url (32 characters). */
export const newStatusToken = () => randomBytes(TOKEN_BYTES).toString('base64url');

/** Whether a text has a status token's shape (anything else is never looked up). */
export const isStatusTokenShape = (text: unknown): text is string => typeof text === 'string' && QUOTE_STATUS_TOKEN_PATTERN.test(text);
