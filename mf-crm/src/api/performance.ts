import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_PATHS, apiClient, queryString, type PerformanceReport } from '@motohaul/contracts';

// GET /api/performance and GET /api/performance/export.csv: the owner's return on spend (issue 15, ADR 0035).

/** Sydney days, both included; null for 'from the first purchase' / 'to today'. */
export interface PerformanceRange {
  from: string | null;
  to: string | null;
}

const rangeQuery = ({ from, to }: PerformanceRange) => queryString({ from: from ?? undefined, to: to ?? undefined });

/** The report of a range; the previous range's figures stay on screen while another loads. */
export const usePerformance = (range: PerformanceRange) =>
  useQuery({
    queryKey: [API_PATHS.performance, range.from, range.to] as const,
    queryFn: ({ signal }) => apiClient.get<PerformanceReport>(`${API_PATHS.performance}${rangeQuery(range)}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** The server-built CSV of the same range; the API's message when refused. */
export const fetchPerformanceCsv = (range: PerformanceRange): Promise<Blob> =>
  apiClient.file(`${API_PATHS.performanceExport}${rangeQuery(range)}`, 'text/csv');
