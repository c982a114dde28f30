import type { RemotePageComponent, RemotePageId } from './load-remote-page';

/**
 * The page components a server render draws in place (ADR 0037): the server bundle of a remote hands them over, so
 * RemotePage renders them directly where the browser loads them through the federation runtime. Empty in the browser.
 */
const serverPages = new Map<RemotePageId, RemotePageComponent>();

/** Sets the pages of the releases the next render draws with (ADR 0044): those of an earlier release are let go. */
export function provideServerPages(pages: Partial<Record<RemotePageId, RemotePageComponent>>) {
  serverPages.clear();
  for (const [id, page] of Object.entries(pages) as [RemotePageId, RemotePageComponent | undefined][]) {
    if (page) serverPages.set(id, page);
  }
}

export const serverPage = (id: RemotePageId): RemotePageComponent | undefined => serverPages.get(id);
