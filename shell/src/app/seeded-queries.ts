import type { QueryClient } from '@tanstack/react-query';
import { SEEDED_QUERIES_ELEMENT_ID, type SeededQuery } from '@motohaul/contracts';

const isSeededQuery = (value: unknown): value is SeededQuery =>
  typeof value === 'object' && value !== null && Array.isArray((value as SeededQuery).queryKey) && 'data' in value;

/** The API answers this page arrived with (ADR 0065: a signed-in user's page), or none. */
export function readSeededQueries(): SeededQuery[] {
  const text = document.getElementById(SEEDED_QUERIES_ELEMENT_ID)?.textContent;
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isSeededQuery) : [];
  } catch {
    return [];
  }
}

/**
 * Puts API answers in the query cache under the keys the pages' own queries use (fresh: queries never go stale, so
 * nothing asks again until a change invalidates them). `updatedAt`: when the API read an answer, where a page shows it.
 */
export function seedQueries(queryClient: QueryClient, queries: readonly SeededQuery[]): void {
  for (const { queryKey, data, updatedAt } of queries) queryClient.setQueryData(queryKey, data, updatedAt === undefined ? undefined : { updatedAt });
}
