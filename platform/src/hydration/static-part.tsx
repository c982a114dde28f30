import { createContext, memo, Suspense, use, useContext, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Whether the tree is being drawn to HTML on the server (the shell's server render provides true). React reads a
 * store's server snapshot both there and while the browser hydrates that HTML; this tells the two apart.
 */
export const ServerRenderContext = createContext(false);

const noSubscription = () => () => undefined;
/** A promise that never settles: what a part the server drew waits for in the browser. */
const NEVER = new Promise<void>(() => undefined);
/** A promise React reads as settled at once (its `status`): the same `use` call, with nothing to wait for. */
const SETTLED = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/**
 * Its children, except while the browser hydrates the server's markup (React reads the server snapshot then): the part
 * suspends for good there, so its boundary keeps the server's markup and nothing in it is hydrated. A boundary React
 * has to draw again in the browser (an update reached it first) is not hydrating, so it is drawn, not left empty.
 */
function ServerMarkup({ children }: { children: ReactNode }) {
  const onServer = useContext(ServerRenderContext);
  const serverSnapshot = useSyncExternalStore(noSubscription, () => false, () => true);
  use(serverSnapshot && !onServer ? NEVER : SETTLED);
  return children;
}

/**
 * A part of a page with nothing a visitor can use in it but text, pictures and plain links (ADR 0092). On a page the
 * server drew, it stays the server's markup: React never hydrates it (none of its components runs, none of its DOM is
 * matched), and a link in it works as a plain link, a full page load. On a page the browser draws (after a
 * navigation), it is drawn as usual. It is drawn once: a new render of its parent leaves it as it is, so its children
 * must not depend on state.
 */
export const StaticPart = memo(
  function StaticPart({ children }: { children: ReactNode }) {
    return (
      <Suspense fallback={null}>
        <ServerMarkup>{children}</ServerMarkup>
      </Suspense>
    );
  },
  () => true,
);
