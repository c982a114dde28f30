import { API_PATHS, type EmailAlertFrequency } from '@motohaul/contracts';
import { escapeHtml, greeting } from '../accounts/accounts-context';
import type { OutgoingMail } from '../platform/platform-context';

// The new-lead alert mails (ADR 0060): one lead, or a digest. Lead details are masked as the live stream masks them.

/** A lead as an alert mail shows it (already masked). */
export interface AlertLead {
  jobReference: string;
  vehicle: string;
  pickup: string;
  dropoff: string;
  urgency: string | null;
}

/** A digest lists this many leads; the rest are counted, with a link to the dashboard. */
export const DIGEST_LISTED_LEADS = 50;

export interface AlertMailContext {
  to: string;
  firstName: string;
  publicOrigin: string;
  /** The one-click unsubscribe URL (List-Unsubscribe). */
  unsubscribeUrl: string;
  frequency: EmailAlertFrequency;
}

const WHY: Record<EmailAlertFrequency, string> = {
  instant: 'You get an email for each new lead in your area as it arrives.',
  hourly: 'You get an hourly digest of new leads in your area.',
  daily: 'You get a daily digest of new leads in your area.',
  off: '',
};

export const unsubscribeUrlFor = (publicOrigin: string, token: string) =>
  `${publicOrigin}${API_PATHS.emailAlertsUnsubscribe}?token=${encodeURIComponent(token)}`;

const line = (lead: AlertLead) =>
  `${lead.vehicle}: ${lead.pickup} to ${lead.dropoff}${lead.urgency ? ` (${lead.urgency})` : ''}, ${lead.jobReference}`;

function alertMail(context: AlertMailContext, subject: string, intro: string, leadsText: string[], leadsHtml: string, link: { url: string; label: string }): OutgoingMail {
  const hello = greeting(context.firstName);
  const settings = `${context.publicOrigin}/dashboard/alerts`;
  const footer = `${WHY[context.frequency]} Change this: ${settings}. Unsubscribe: ${context.unsubscribeUrl}`;
  return {
    to: context.to,
    subject,
    text: [hello, '', intro, '', ...leadsText, '', `${link.label}: ${link.url}`, '', '--', footer].join('\n'),
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      leadsHtml,
      `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
      `<p style="color:#666;font-size:12px">${escapeHtml(WHY[context.frequency])} <a href="${escapeHtml(settings)}">Change your email alerts</a> or <a href="${escapeHtml(context.unsubscribeUrl)}">unsubscribe</a>.</p>`,
    ].join('\n'),
    headers: { 'List-Unsubscribe': `<${context.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** One new lead ('instantly'). */
export function newLeadEmail(context: AlertMailContext, lead: AlertLead): OutgoingMail {
  return alertMail(
    context,
    `New lead: ${lead.vehicle}, ${lead.pickup} to ${lead.dropoff}`,
    'A new lead in your area is available on MotoHaul:',
    [line(lead)],
    `<p>${escapeHtml(line(lead))}</p>`,
    { url: `${context.publicOrigin}/dashboard/leads/${encodeURIComponent(lead.jobReference)}`, label: 'View the lead' },
  );
}

/**
 * Many new leads in one mail (the hourly or daily digest, or what waited through quiet hours): the first
 * DIGEST_LISTED_LEADS listed one line each, the rest counted (`total`: the caller may pass only the listed ones), so a
 * digest of 500 leads stays one short mail.
 */
export function digestEmail(context: AlertMailContext, leads: readonly AlertLead[], period: 'hourly' | 'daily' | 'quiet', total = leads.length): OutgoingMail {
  const listed = leads.slice(0, DIGEST_LISTED_LEADS);
  const more = total - listed.length;
  const count = `${total} new lead${total === 1 ? '' : 's'}`;
  const when = { hourly: 'in the last hour', daily: 'today', quiet: 'during your quiet hours' }[period];
  const moreText = more > 0 ? [`and ${more} more on your dashboard`] : [];
  return alertMail(
    context,
    `${count} in your area ${when}`,
    `${count} in your area ${when === 'today' ? 'since your last digest' : when}, still available:`,
    [...listed.map((lead) => `- ${line(lead)}`), ...moreText],
    `<ul>${listed.map((lead) => `<li>${escapeHtml(line(lead))}</li>`).join('')}</ul>${more > 0 ? `<p>and ${more} more on your dashboard</p>` : ''}`,
    { url: `${context.publicOrigin}/dashboard`, label: 'Open your dashboard' },
  );
}

/**
 * A new lead that fits one of the provider's return trips (issue 47 item 4, ADR 0083): `label` is the subject, 'Fits
 * your trip to Brisbane on 12 Dec'. Sent whatever their service area, with their new-lead emails on.
 */
export function tripFitEmail(context: AlertMailContext, lead: AlertLead, label: string): OutgoingMail {
  return alertMail(
    context,
    `${label}: ${lead.vehicle}, ${lead.pickup} to ${lead.dropoff}`,
    `${label}. This lead for sale on MotoHaul goes your way:`,
    [line(lead)],
    `<p>${escapeHtml(line(lead))}</p>`,
    { url: `${context.publicOrigin}/dashboard/leads/${encodeURIComponent(lead.jobReference)}`, label: 'View the lead' },
  );
}
