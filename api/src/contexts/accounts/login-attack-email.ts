import type { OutgoingMail } from '../platform/platform-context';
import { escapeHtml, greeting as greetingFor } from './mail-text';

/**
 * The notice to an account's owner while someone guesses its password (once per attack window): the account is not
 * locked, the owner still signs in, and a new password is one link away.
 */
export function loginAttackEmail(to: string, firstName: string, forgotPasswordUrl: string): OutgoingMail {
  const greeting = greetingFor(firstName);
  const what = 'Someone has been trying to sign in to your MotoHaul account with wrong passwords. We are slowing those attempts down.';
  const still = 'Your account is not locked: you can still sign in as usual.';
  const change = 'If you think someone may know your password, choose a new one:';
  return {
    to,
    subject: 'Failed sign-in attempts on your MotoHaul account',
    text: [greeting, '', what, still, '', change, '', forgotPasswordUrl, '', 'If the attempts were yours, you can ignore this email.'].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(what)} ${escapeHtml(still)}</p>`,
      `<p>${escapeHtml(change)} <a href="${escapeHtml(forgotPasswordUrl)}">Reset your password</a></p>`,
      '<p>If the attempts were yours, you can ignore this email.</p>',
    ].join('\n'),
  };
}
