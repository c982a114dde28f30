// mf-public's server bundle (rspack.base.js, `mf-public/dist-server/server.js`, ADR 0037): its route tree, whose pages
// the shell's server render draws. Its class names are the browser build's (same naming).
export { routes } from '../routes/routes';
