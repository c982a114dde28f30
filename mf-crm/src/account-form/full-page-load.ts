/** A full page load (not a client-side navigation), so the whole site starts again with the new session. */
export function fullPageLoad(path: string): void {
  window.location.assign(path);
}
