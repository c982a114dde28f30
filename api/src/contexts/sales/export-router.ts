import { Router } from 'express';
import { DISPLAY_TIME_ZONE, formatAustralianPhone, type PurchasedLead } from '@motohaul/contracts';
import { authenticatedUser, type AuthGuards } from '../accounts/accounts-context';
import type { LeadPurchasesRepository } from './lead-purchases-repository';
import { csvLine, type CsvCell } from './csv-writer';
import { pacedWriter } from './paced-writer';

/** The columns of spec §3 'CSV export', in order. */
export const EXPORT_COLUMNS: readonly [string, (p: PurchasedLead) => CsvCell][] = [
  ['Customer Name', (p) => p.customerName],
  ['Customer Phone', (p) => formatAustralianPhone(p.customerPhone)],
  ['Customer Email', (p) => p.customerEmail],
  ['Customer Address', (p) => p.customerAddress],
  ['Vehicle Make', (p) => p.vehicleMake],
  ['Vehicle Model', (p) => p.vehicleModel],
  ['Vehicle Year', (p) => p.vehicleYear],
  ['Vehicle Registration', (p) => p.vehicleRego],
  ['Sales Stage', (p) => p.salesStage],
  ['Sales Notes', (p) => p.salesNotes],
  ['Customer Payment Amount', (p) => p.customerPaymentAmount],
  ['Amount Paid for Lead', (p) => p.amountPaid],
  ['Payment Status', (p) => p.paymentStatus],
  ['Purchased Date', (p) => sydneyDateTime(p.purchasedAt)],
  ['Called Date', (p) => sydneyDateTime(p.calledAt)],
  ['Booked In Date', (p) => sydneyDateTime(p.bookedInAt)],
  ['Safety Check Date', (p) => sydneyDateTime(p.safetyCheckPassedAt)],
  ['Invoice Paid Date', (p) => sydneyDateTime(p.invoicePaidAt)],
  ['Finalised Date', (p) => sydneyDateTime(p.finalisedAt)],
  ['Urgency', (p) => p.urgency],
  ['Travel Distance', (p) => p.travelDistance],
  ['Preferred Location', (p) => p.preferredLocation],
  ['Budget Concern', (p) => p.budgetConcern],
  ['Previous Experience', (p) => p.previousExperience],
  ['Specific Requests', (p) => p.specificRequests],
  ['Lead Score', (p) => p.leadScore],
];

const sydneyParts = (date: Date) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-AU', {
      timeZone: DISPLAY_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;

/** 'YYYY-MM-DD' in Sydney. */
export const sydneyDate = (date: Date) => {
  const p = sydneyParts(date);
  return `${p.year}-${p.month}-${p.day}`;
};

/** 'YYYY-MM-DD HH:mm' in Sydney, blank when unset. */
export function sydneyDateTime(iso: string | null): string {
  if (!iso) return '';
  const p = sydneyParts(new Date(iso));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** GET /api/lead-purchases/export.csv: the owner's purchases, archived ones included (a backup), written page by page. */
export function exportRouter(repository: LeadPurchasesRepository, guards: AuthGuards): Router {
  const router = Router();

  router.get('/lead-purchases/export.csv', guards.requireUser('provider', 'super_admin'), async (_req, res) => {
    const pages = repository.pages(authenticatedUser(res).id, { includeArchived: true });
    // The first page is read before the headers go, so a failing query still answers the error envelope.
    let page = await pages.next();
    res.status(200).set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="lead-purchases-backup-${sydneyDate(new Date())}.csv"`,
      'Cache-Control': 'no-store',
    });
    const written = pacedWriter(res);
    let open = await written(csvLine(EXPORT_COLUMNS.map(([title]) => title)));
    while (open && !page.done) {
      open = await written(page.value.map((purchase) => csvLine(EXPORT_COLUMNS.map(([, cell]) => cell(purchase)))).join(''));
      if (open) page = await pages.next();
    }
    if (open) res.end();
    else await pages.return(undefined);
  });

  return router;
}
