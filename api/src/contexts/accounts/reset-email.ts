import type { OutgoingMail } from '../platform/platform-context';
import { escapeHtml, greeting as greetingFor } from './mail-text';

/** The password reset email: the link, how long it works, and what to do if it was not you. */
export function resetEmail(to: string, firstName: string, resetUrl: string): OutgoingMail {
  const greeting = greetingFor(firstName);
  return {
    to,
    subject: 'Reset your MotoHaul password',
    text: [
      greeting,
      '',
      'We received a request to reset the password of your MotoHaul account. Open this link to choose a new one:',
      '',
      resetUrl,
      '',
      'The link works once, for 1 hour. If you did not ask for it, ignore this email: your password stays the same.',
    ].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      '<p>We received a request to reset the password of your MotoHaul account.</p>',
      `<p><a href="${escapeHtml(resetUrl)}">Choose a new password</a></p>`,
      '<p>The link works once, for 1 hour. If you did not ask for it, ignore this email: your password stays the same.</p>',
    ].join('\n'),
  };
}
