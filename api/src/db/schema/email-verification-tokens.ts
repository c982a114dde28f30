import { oneTimeTokenTable } from './password-reset-tokens';

/**
 * A one-time link proving a new provider reads the email they signed up with (ADR 0030): only the token's sha256
 * is stored, as for password resets. Using it sets users.is_verified, which lists the provider in the directory.
 */
export const emailVerificationTokens = oneTimeTokenTable('email_verification_tokens');
