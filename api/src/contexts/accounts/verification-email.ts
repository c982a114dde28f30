import type { OutgoingMail } from '../platform/platform-context';
import { escapeHtml, greeting as greetingFor } from './mail-text';

/** The email a new provider gets: one link confirms the address, and lists their company in the provider directory. */
export function verificationEmail(to: string, firstName: string, verifyUrl: string, validDays: number): OutgoingMail {
  const greeting = greetingFor(firstName);
  const why = 'Welcome to MotoHaul. Please confirm your email address: your company is listed in our provider directory once you do.';
  const validity = `The link works once, for ${validDays} days. If you did not create a MotoHaul account, ignore this email.`;
  return {
    to,
    subject: 'Confirm your email for MotoHaul',
    text: [greeting, '', why, '', verifyUrl, '', validity].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(why)}</p>`,
      `<p><a href="${escapeHtml(verifyUrl)}">Confirm my email address</a></p>`,
      `<p>${escapeHtml(validity)}</p>`,
    ].join('\n'),
  };
}
