// The map's styles are a CSS module beside it (ADR 0061): the remotes' rspack builds and vitest read these.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
