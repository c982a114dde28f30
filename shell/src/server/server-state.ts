import { SERVER_STATE_ELEMENT_ID, type ServerRenderState } from '@motohaul/contracts';

/**
 * The state a server render was made with (ADR 0037), when `root` holds server-rendered markup: the JSON the API put
 * before `#root`. null: the page was not server-rendered (the browser draws it).
 */
export function readServerState(root: HTMLElement): ServerRenderState | null {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element || !root.hasChildNodes()) return null;
  try {
    const state = JSON.parse(element.textContent ?? '') as Partial<ServerRenderState>;
    if (!state.config || !state.page) return null;
    const queries = Array.isArray(state.queries) ? state.queries : [];
    return { config: state.config, page: state.page, queries, ...(state.signedIn === true ? { signedIn: true as const } : {}) };
  } catch {
    return null;
  }
}
