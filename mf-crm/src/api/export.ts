import { API_PATHS, apiClient } from '@motohaul/contracts';

/** GET /api/lead-purchases/export.csv: the server-built CSV of the user's purchases; the API's message when refused. */
export const fetchPurchasesCsv = (): Promise<Blob> => apiClient.file(API_PATHS.exportPurchases, 'text/csv');
