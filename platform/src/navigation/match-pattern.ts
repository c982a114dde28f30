/**
 * The params of `pathname` on a route pattern with `:param` segments (the shell router's syntax, ADR 0009),
 * ignoring letter case and a trailing slash; null when the path does not match. For hosts without the shell's
 * router: a remote's dev harness and memory navigation in tests.
 */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const trim = (path: string) => path.replace(/\/+$/, '') || '/';
  const want = trim(pattern).split('/');
  const have = trim(pathname).split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const actual = have[i] ?? '';
    if (part.startsWith(':')) {
      if (!actual) return null;
      params[part.slice(1)] = decodeURIComponent(actual);
    } else if (part.toLowerCase() !== actual.toLowerCase()) return null;
  }
  return params;
}
