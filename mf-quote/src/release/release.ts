/** The release this build belongs to (MF_RELEASE at build time); unbuilt code (unit tests) has none. */
export const RELEASE = typeof __RELEASE__ === 'undefined' ? 'unbuilt' : __RELEASE__;

/** Attributes on the root element of every page this remote exposes. */
export const remoteRootProps = { 'data-remote': 'mf_quote', 'data-release': RELEASE } as const;
