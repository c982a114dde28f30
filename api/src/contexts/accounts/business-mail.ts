import type { OutgoingMail } from '../platform/platform-context';
import { escapeHtml, greeting as greetingFor } from './mail-text';

// The mails of the business page (ADR 0055): the admin's decision, and the insurance notices.

function mail(to: string, firstName: string, subject: string, paragraphs: string[], link: { url: string; label: string }): OutgoingMail {
  const greeting = greetingFor(firstName);
  return {
    to,
    subject,
    text: [greeting, '', ...paragraphs.flatMap((p) => [p, '']), `${link.label}: ${link.url}`].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
    ].join('\n'),
  };
}

const pageLink = (publicOrigin: string) => ({ url: `${publicOrigin}/dashboard/business`, label: 'Open your business details' });

export function verificationApprovedEmail(to: string, firstName: string, insuredUntil: string, publicOrigin: string): OutgoingMail {
  return mail(
    to,
    firstName,
    'Your business is verified on MotoHaul',
    [
      'An administrator checked your business details and insurance certificate and approved them.',
      `Riders now see the 'Verified' badge beside your company, and the 'Insured' badge until your insurance expires on ${insuredUntil}.`,
    ],
    pageLink(publicOrigin),
  );
}

export function verificationRejectedEmail(to: string, firstName: string, reason: string, publicOrigin: string): OutgoingMail {
  return mail(
    to,
    firstName,
    'Your business details need a change',
    [
      'An administrator checked your business details and insurance certificate and could not approve them.',
      `The reason given: ${reason}`,
      'Please correct your details or upload a new certificate: they are reviewed again once you save.',
    ],
    pageLink(publicOrigin),
  );
}

export function insuranceReminderEmail(to: string, firstName: string, expiresOn: string, days: number, publicOrigin: string): OutgoingMail {
  return mail(
    to,
    firstName,
    `Your insurance expires in ${days} days`,
    [
      `The insurance on your MotoHaul business details expires on ${expiresOn}.`,
      "Upload the renewed certificate with its new expiry date before then, or the 'Insured' badge goes when it expires" +
        ' (and a provider without current insurance cannot buy leads).',
    ],
    pageLink(publicOrigin),
  );
}

export function insuranceLapsedEmail(to: string, firstName: string, expiredOn: string, publicOrigin: string): OutgoingMail {
  return mail(
    to,
    firstName,
    'Your insurance has expired',
    [
      `The insurance on your MotoHaul business details expired on ${expiredOn}: riders no longer see the 'Insured' badge beside your company.`,
      'Upload the renewed certificate with its new expiry date to have it approved again; until then you cannot buy leads.',
    ],
    pageLink(publicOrigin),
  );
}
