// mf-quote's server bundle (rspack.base.js, `server/server.cjs` in its build folder, ADR 0044, ADR 0052): its route
// tree, whose pages the shell's server render draws (the wizard's first step, the success and status pages). Its class
// names are the browser build's (same naming).
export { routes } from '../routes/routes';
