import type { LeadCreatedResponse } from '@motohaul/contracts';

// The quote just sent, for the success page's status link (ADR 0033). Kept in the tab's session storage, so the
// success page still shows the link after a reload, and nowhere else: closing the tab forgets it.

const KEY = 'motohaul.submittedQuote';

export interface SubmittedQuote {
  jobReference: string;
  statusToken: string;
}

/** Remembers the quote the API just stored (the wizard, after POST /api/leads). */
export function rememberSubmittedQuote({ jobReference, statusToken }: LeadCreatedResponse): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ jobReference, statusToken } satisfies SubmittedQuote));
  } catch {
    // Storage refused (private mode, full): the success page goes without the link.
  }
}

/** The quote last sent from this tab, or null. */
export function submittedQuote(): SubmittedQuote | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (value && typeof value === 'object' && 'jobReference' in value && 'statusToken' in value) {
      const { jobReference, statusToken } = value;
      if (typeof jobReference === 'string' && typeof statusToken === 'string') return { jobReference, statusToken };
    }
  } catch {
    // Unreadable: as if none.
  }
  return null;
}

/** The status page's path of a token. */
export const statusPath = (token: string) => `/quote-status/${encodeURIComponent(token)}`;
