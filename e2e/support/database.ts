import { expect, type APIRequestContext } from '@playwright/test';
import type { AvailableLead, AvailableLeadsPage } from '@motohaul/contracts';
import { DEMO_ADMIN } from './demo-accounts';
import { signIn } from './sign-in';

/**
 * A lead as the server stored it, read back through the API as the super admin (who sees every available lead
 * unmasked): works the same on the embedded database and on a PostgreSQL server. Use a request context of its own
 * (the `request` fixture), not the page's: it signs in. Null when the lead is not listed (sold or archived).
 */
export async function readStoredLead(request: APIRequestContext, id: number): Promise<AvailableLead | null> {
  await signIn(request, DEMO_ADMIN);
  let cursor: string | null = null;
  // Newest first: a lead the test just posted is on the first page; follow the cursor in case others raced it.
  for (let pages = 0; pages < 20; pages += 1) {
    const response = await request.get(`/api/leads${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(response.status(), await response.text()).toBe(200);
    const page = (await response.json()) as AvailableLeadsPage;
    const lead = page.leads.find((candidate) => candidate.id === id);
    if (lead) return lead;
    cursor = page.nextCursor;
    if (!cursor) return null;
  }
  return null;
}
