import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@motohaul/contracts';
import { toastStore } from '@motohaul/platform';
import { json, network, stubNetwork } from '@motohaul/platform/test-support/network';
import { exportPurchasesCsv } from './export-csv';

const EXPORT = `GET ${API_PATHS.exportPurchases}`;

afterEach(() => vi.restoreAllMocks());

describe('exportPurchasesCsv', () => {
  it('when the server builds the CSV, then it is downloaded under the day’s file name', async () => {
    stubNetwork({ [EXPORT]: () => new Response('Job ID\r\n', { headers: { 'Content-Type': 'text/csv' } }) });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await exportPurchasesCsv();
    expect(network.to(EXPORT)).toHaveLength(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^lead-purchases-backup-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('when the API refuses with its error envelope, then the toast says its message, not the raw JSON', async () => {
    stubNetwork({ [EXPORT]: () => json({ message: 'Your session has expired. Please sign in again.' }, 401) });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await exportPurchasesCsv();
    expect(click).not.toHaveBeenCalled();
    expect(toastStore.getState().current).toMatchObject({
      title: 'Export failed',
      description: 'Your session has expired. Please sign in again.',
      variant: 'destructive',
    });
  });
});
