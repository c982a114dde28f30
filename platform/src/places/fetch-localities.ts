import { API_PATHS, apiClient, type LocalitiesResponse } from '@motohaul/contracts';
import type { SearchLocalities } from '@motohaul/design-system';

/** The API's locality search, the built-in mode's default (same origin, one request per typing pause). */
export const fetchLocalities: SearchLocalities = async (text, signal) => {
  const answer = await apiClient.get<LocalitiesResponse>(`${API_PATHS.localities}?${new URLSearchParams({ q: text })}`, { signal });
  return answer.localities;
};
