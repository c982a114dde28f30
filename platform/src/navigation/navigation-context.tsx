import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import type { PageNavigation } from '@motohaul/contracts';

const NavigationContext = createContext<PageNavigation | null>(null);

/** Makes the navigation the shell handed to a page available to everything the page renders. */
export function NavigationProvider({ value, children }: { value: PageNavigation; children: ReactNode }) {
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

/** The page's navigation: current path and query, and `navigate`. */
export function useNavigation(): PageNavigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation needs a NavigationProvider (wrap the page in withNavigation)');
  return navigation;
}

/** The current query string, parsed (read-only: change it with `navigate`). */
export function useSearchParams(): URLSearchParams {
  const { search } = useNavigation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** Wraps an exposed page so it and everything it renders can use the navigation from its props. */
export function withNavigation<P extends { navigation: PageNavigation }>(Page: ComponentType<P>): ComponentType<P> {
  function NavigatedPage(props: P) {
    return (
      <NavigationProvider value={props.navigation}>
        <Page {...props} />
      </NavigationProvider>
    );
  }
  NavigatedPage.displayName = `withNavigation(${Page.displayName ?? Page.name})`;
  return NavigatedPage;
}
