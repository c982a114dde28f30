// Small CommonJS server bundles with the real bundles' exports and requires (shell/src/server/server.ts and a remote's
// src/server/server.ts), for the API's tests of the server render (ADR 0037, ADR 0044, ADR 0086); the real render is
// tested in shell/src/server/*.test.tsx and the e2e.

/**
 * The shell's: asks the API for the settings and the session as the real one does (relative URLs, the render's thread
 * sends them to the API), runs the matched route's loader, and writes into the page what it drew with: the remote's
 * page text, the support phone, the query, whether the remote got the shell's platform and React, the signed-in
 * user's first name and the loader's answer.
 */
export const FAKE_SHELL_SERVER = `
const React = require('react');
const platform = { name: 'platform' };
exports.sharedModules = { '@motohaul/platform': platform };
const routes = new Map();
exports.provideServerRoutes = (remote, given) => { routes.set(remote, given); };
const get = async (path) => { try { const res = await fetch(path); return res.ok ? await res.json() : null; } catch { return null; } };
const paramsOf = (path, pathname) => {
  const names = [...path.matchAll(/:(\\w+)/g)].map((match) => match[1]);
  const found = new RegExp('^' + path.replace(/:\\w+/g, '([^/]+)') + '$').exec(pathname);
  return found && Object.fromEntries(names.map((name, index) => [name, found[index + 1]]));
};
exports.renderPage = async ({ url, headers }) => {
  const { pathname, search } = new URL(url, 'http://server.invalid');
  const [config, session] = await Promise.all([get('/api/config/public'), get('/api/auth/session')]);
  const user = session && session.user;
  const [remote, route, params] = [...routes].flatMap(([name, given]) => given.flatMap((candidate) => {
    const params = paramsOf(candidate.path, pathname);
    return params && (user ? candidate.signedIn : true) ? [[name, candidate, params]] : [];
  }))[0] ?? [];
  const queries = { config, user };
  if (!route) return { rootHtml: null, state: { page: null, queries } };
  const data = route.loader ? await route.loader({ params, request: new Request('http://server.invalid' + url, { headers }) }) : undefined;
  const [text, remotePlatform, remoteReact] = route.page();
  const shared = remotePlatform === platform && remoteReact === React;
  const signedIn = user ? '<p>' + user.firstName + '</p>' : '';
  const loaded = data === undefined ? '' : '<p id="data">' + JSON.stringify(data) + '</p>';
  return {
    rootHtml: '<main><h1>' + text + '</h1><p>' + config.supportPhone + '</p><p>' + search + '</p><p>' + shared + '</p>' + signedIn + loaded + '</main>',
    state: { page: { remote, path: route.path }, queries: { ...queries, data } },
  };
};`;

/** A remote's: its routes, each page answering its text with the platform and React it was given. */
export const fakeRemoteServer = (routes: string) => `
const platform = require('@motohaul/platform');
const React = require('react');
const page = (text) => () => [text, platform, React];
exports.routes = ${routes};`;
