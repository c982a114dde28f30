import { TIMEFRAME_LABELS, formatAustralianPhone, maskPhone, type AvailableLead, type CurrentUser, type Timeframe } from '@motohaul/contracts';

/** The job ID of a lead: its reference, or a fallback from the id (spec §2.8). */
export const jobIdOf = (lead: Pick<AvailableLead, 'id' | 'jobReference'>) => lead.jobReference || `MT-${lead.id}`;

/** '$25' from the server's price, or 'FREE' for the super admin (who claims). */
export function priceLabel(lead: Pick<AvailableLead, 'price'>, user: Pick<CurrentUser, 'userType'>): string {
  if (user.userType === 'super_admin') return 'FREE';
  const price = Number.parseFloat(lead.price);
  if (!Number.isFinite(price)) return '';
  return Number.isInteger(price) ? `$${price}` : `$${price.toFixed(2)}`;
}

/** Need: the timeframe's label; 'flexible' and other underscore values read as words (spec §3). */
export function timeframeLabel(timeframe: string | null | undefined): string {
  if (!timeframe) return 'Not specified';
  if (timeframe in TIMEFRAME_LABELS) return TIMEFRAME_LABELS[timeframe as Timeframe];
  const words = timeframe.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The first word of a name, a bracketed run of letters and spaces (the server's marker) counting as part of it. */
const FIRST_WORD = /^(?:\[[a-z ]+\]|\S)+/i;

const looksUnmasked = (phone: string) => !phone.includes('*') && phone.replace(/\D/g, '').length > 5;

/** The contact shown on an available lead: first name and partial phone before purchase, full for the super admin. */
export function contactOf(lead: Pick<AvailableLead, 'customerName' | 'customerPhone' | 'masked'>): { name: string; phone: string } {
  if (!lead.masked) return { name: lead.customerName, phone: formatAustralianPhone(lead.customerPhone) };
  // The server already masks; never show more than the first name and a partial phone even if it did not. The marker
  // of masked contact details ('Jo|[contact details shown after purchase]') is one word: it is shown whole.
  const firstName = FIRST_WORD.exec(lead.customerName.trim())?.[0] ?? '';
  return { name: firstName, phone: looksUnmasked(lead.customerPhone) ? maskPhone(lead.customerPhone) : lead.customerPhone };
}

/** Whether a purchase needs the special-requirements warning. */
export const hasSpecialRequirements = (lead: Pick<AvailableLead, 'specialRequests' | 'canRollAndSteer'>) =>
  Boolean(lead.specialRequests?.trim()) || !lead.canRollAndSteer;
