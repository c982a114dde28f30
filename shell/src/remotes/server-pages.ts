import type { RemotePageComponent, RemotePageId } from './load-remote-page';

/**
 * The page components a server render draws in place (ADR 0037): the server bundle of a remote hands them over, so
 * RemotePage renders them directly where the browser loads them through the federation runtime. Empty in the browser.
 */
const serverPages = new Map<RemotePageId, RemotePageComponent>();

export function provideServerPages(pages: Partial<Record<RemotePageId, RemotePageComponent>>) {
  for (const [id, page] of Object.entries(pages) as [RemotePageId, RemotePageComponent | undefined][]) {
    if (page) serverPages.set(id, page);
  }
}

export const serverPage = (id: RemotePageId): RemotePageComponent | undefined => serverPages.get(id);
