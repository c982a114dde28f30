// mf-public's server bundle (rspack.base.js, `server/server.cjs` in its build folder, ADR 0037, ADR 0044): its route
// tree, whose pages the shell's server render draws. Its class names are the browser build's (same naming).
export { routes } from '../routes/routes';
