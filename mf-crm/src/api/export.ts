import { API_PATHS } from '@motohaul/contracts';
import { toast } from '@motohaul/platform';
import { sydneyDay } from '../date-filter/date-filter';
import { errorMessage } from '../data/crm-queries';

export const exportFileName = (now: Date = new Date()) => `lead-purchases-backup-${sydneyDay(now)}.csv`;

/** Downloads the server-built CSV of the user's purchases (GET /api/lead-purchases/export.csv). */
export async function exportPurchasesCsv(): Promise<void> {
  try {
    const response = await fetch(API_PATHS.exportPurchases, { credentials: 'include', headers: { Accept: 'text/csv' } });
    if (!response.ok) throw new Error((await response.text()) || response.statusText);
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = exportFileName();
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (error) {
    toast({ title: 'Export failed', description: errorMessage(error), variant: 'destructive' });
  }
}
