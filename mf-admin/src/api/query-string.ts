/** `?a=1&b=x` from the non-empty values, or '' when none. */
export function queryString(params: Record<string, string | number>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
