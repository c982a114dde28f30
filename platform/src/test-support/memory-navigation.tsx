import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { PageNavigation } from '@motohaul/contracts';
// eslint-disable-next-line no-restricted-imports -- test support (not in the platform's index): params as the router matches them
import { matchPath } from 'react-router';
import { NavigationProvider } from '../navigation/navigation-context';

interface Entry {
  pathname: string;
  search: string;
}

const ORIGIN = 'http://memory.invalid';

/** The path and query of `to`, resolved against the current path like a browser would. */
export function resolvePath(to: string, from: string): Entry {
  const url = new URL(to, `${ORIGIN}${from}`);
  return { pathname: url.pathname, search: url.search };
}

/**
 * Navigation kept in React state, without a browser history: for tests and stories of pages.
 * `history` lists every path visited, so a test can assert where a page sent the user.
 */
export function useMemoryNavigation(initial = '/', patterns: readonly string[] = []): PageNavigation & { history: readonly string[] } {
  const [history, setHistory] = useState<readonly string[]>(() => {
    const entry = resolvePath(initial, '/');
    return [`${entry.pathname}${entry.search}`];
  });
  const current = resolvePath(history.at(-1) ?? '/', '/');
  const navigate = useCallback((to: string, options?: { replace?: boolean }) => {
    setHistory((entries) => {
      const from = entries.at(-1) ?? '/';
      const next = resolvePath(to, from);
      const path = `${next.pathname}${next.search}`;
      return options?.replace ? [...entries.slice(0, -1), path] : [...entries, path];
    });
  }, []);
  const patternsKey = patterns.join(' ');
  return useMemo(() => {
    const params = patternsKey
      .split(' ')
      .map((pattern) => matchPath(pattern, current.pathname)?.params ?? null)
      .find((match) => match !== null);
    return { pathname: current.pathname, search: current.search, navigate, history, params: { ...params } };
  }, [current.pathname, current.search, navigate, history, patternsKey]);
}

/**
 * Renders `children(navigation)` inside a provider of memory navigation starting at `initial` (tests, stories);
 * `patterns` are route patterns (`/admin/:tab`) whose params the navigation carries, as the shell's router does.
 */
export function MemoryNavigation({
  initial,
  patterns,
  children,
}: {
  initial?: string;
  patterns?: readonly string[];
  children: (navigation: PageNavigation & { history: readonly string[] }) => ReactNode;
}) {
  const navigation = useMemoryNavigation(initial, patterns);
  return <NavigationProvider value={navigation}>{children(navigation)}</NavigationProvider>;
}
