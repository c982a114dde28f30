import { API_PATHS } from '@motohaul/contracts';

/** GET /api/lead-purchases/export.csv: the server-built CSV of the user's purchases (not JSON, so not apiClient). */
export async function fetchPurchasesCsv(): Promise<Blob> {
  const response = await fetch(API_PATHS.exportPurchases, { credentials: 'include', headers: { Accept: 'text/csv' } });
  if (!response.ok) throw new Error((await response.text()) || response.statusText);
  return response.blob();
}
