/// <reference types="@testing-library/jest-dom/vitest" />

/** The release this build belongs to (env MF_RELEASE at build time), injected by rspack.base.js. */
declare const __RELEASE__: string;

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
