import type { ReactNode } from 'react';

/** Unbuilt code (unit tests) has no injected release. */
export const RELEASE = typeof __RELEASE__ === 'undefined' ? 'unbuilt' : __RELEASE__;

/** The root element of every page this remote exposes: names the remote and the release being shown. */
export function RemoteRoot({ children }: { children: ReactNode }) {
  return (
    <div data-remote="mf_admin" data-release={RELEASE}>
      {children}
    </div>
  );
}
