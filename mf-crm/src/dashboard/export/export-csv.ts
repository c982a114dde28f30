import { toast } from '@motohaul/platform';
import { fetchPurchasesCsv } from '../../api/export';
import { errorMessage } from '../../api/error-message';
import { sydneyDay } from '../date-filter/date-filter';

export const exportFileName = (now: Date = new Date()) => `lead-purchases-backup-${sydneyDay(now)}.csv`;

/** Downloads a server-built CSV, named once it arrived; a failure is said in a toast. */
export async function downloadCsv(fetchCsv: () => Promise<Blob>, fileName: () => string): Promise<void> {
  try {
    const url = URL.createObjectURL(await fetchCsv());
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName();
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (error) {
    toast({ title: 'Export failed', description: errorMessage(error), variant: 'destructive' });
  }
}

/** Downloads the server-built CSV of the user's purchases. */
export const exportPurchasesCsv = () => downloadCsv(fetchPurchasesCsv, () => exportFileName());
