import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, apiClient, type PerformanceReport } from '@motohaul/contracts';

// GET /api/performance and GET /api/performance/export.csv: the owner's return on spend (issue 15, ADR 0035).

/** Sydney days, both included; null for 'from the first purchase' / 'to today'. */
export interface PerformanceRange {
  from: string | null;
  to: string | null;
}

const queryString = ({ from, to }: PerformanceRange) => {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const performanceQueryOptions = (range: PerformanceRange) =>
  queryOptions({
    queryKey: [API_PATHS.performance, range.from, range.to] as const,
    queryFn: ({ signal }) => apiClient.get<PerformanceReport>(`${API_PATHS.performance}${queryString(range)}`, { signal }),
  });

/** The report of a range; the previous range's figures stay on screen while another loads. */
export const usePerformance = (range: PerformanceRange) => useQuery({ ...performanceQueryOptions(range), placeholderData: keepPreviousData });

/** The server-built CSV of the same range; the API's message when refused. */
export const fetchPerformanceCsv = (range: PerformanceRange): Promise<Blob> =>
  apiClient.file(`${API_PATHS.performanceExport}${queryString(range)}`, 'text/csv');
