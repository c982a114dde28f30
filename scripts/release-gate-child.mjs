// The release gate's check of one build (ADR 0088), in a process of its own that scripts/release-gate.mjs starts with
// no secrets in its environment. It writes one JSON line per step to fd 3: { checking } before, { failed, error } when
// the step fails. Its input: argv[2], { name, folder, shellFile, others } (scripts/release-gate.mjs).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { API_PATHS, sitePages } from '@motohaul/contracts';
import { renderWithBuilds, runBundle, sharedPackage } from '../api/src/static/render-worker.ts';
import { serverBundleOf } from '../api/src/static/server-render.ts';

const { name, folder, shellFile, others } = JSON.parse(process.argv[2]);
const report = (line) => fs.writeSync(3, `${JSON.stringify(line)}\n`);
const own = fileURLToPath(import.meta.url);
/** The error and where it was thrown (its first frame outside this file). */
const describe = (error) =>
  [String(error).replaceAll('\n', ' '), String(error?.stack ?? '').split('\n').find((line) => /^\s*at /.test(line) && !line.includes(own) && !line.includes('node:'))?.trim()]
    .filter(Boolean)
    .join(' ')
    .replaceAll(`${folder}${path.sep}`, '');
async function check(what, work) {
  report({ checking: what });
  try {
    await work();
  } catch (error) {
    report({ failed: what, error: describe(error).slice(0, 500) });
  }
}

// No API here: a page's fetch fails as it does when the API is down, and the page shows its own error state. Only the
// shell's first data is answered: the public settings, and the session of the audience a page is drawn for.
const CONFIG = { supportPhone: '1300 000 000', appMode: 'demo' };
const PROVIDER = { id: 1, username: 'gate', email: null, userType: 'provider', firstName: 'Release', lastName: 'Gate', teamOwnerId: null, companyName: 'Gate' };
let sessionUser = null;
globalThis.fetch = async (input) => {
  const { pathname } = new URL(String(input), 'https://release-gate.invalid');
  if (pathname === API_PATHS.publicConfig) return Response.json(CONFIG);
  if (pathname === API_PATHS.authSession) return Response.json({ user: sessionUser });
  throw new TypeError(`fetch failed: the release gate has no API (${input})`);
};

const ENTITIES = { quot: '"', amp: '&', '#x27': "'", lt: '<', gt: '>' };
const attribute = (attributes, key) => new RegExp(`${key}="([^"]*)"`).exec(attributes)?.[1].replace(/&(quot|amp|#x27|lt|gt);/g, (_, entity) => ENTITIES[entity]) ?? '';

/**
 * Each page of the build's server routes, drawn as the API draws it (render-worker.ts: the shell's server bundle with
 * the remotes' server bundles), with the other remotes as released.
 */
async function renderPages() {
  let pages = [];
  await check('server/server.cjs', () => {
    const shell = runBundle(shellFile, sharedPackage);
    pages = sitePages(runBundle(serverBundleOf(folder), (id) => shell.sharedModules[id] ?? sharedPackage(id)).routes);
  });
  // The released remotes first: a path one of them already draws is not this build's to take.
  const remotes = {};
  for (const [remote, other] of Object.entries(others)) if (other && fs.existsSync(serverBundleOf(other))) remotes[remote] = serverBundleOf(other);
  remotes[name] = serverBundleOf(folder);
  for (const page of pages) {
    const url = page.path.replace(/:(\w+)\??/g, 'sample-$1').replace('*', 'sample');
    const audiences = [page.signedOut && ['a visitor', null], page.signedIn && ['a signed-in provider', PROVIDER]];
    for (const [who, user] of audiences.filter(Boolean)) {
      await check(`${url} (for ${who})`, async () => {
        sessionUser = user;
        const result = await renderWithBuilds(url, { shell: shellFile, remotes });
        const drawn = result.state.page?.remote;
        if (result.rootHtml === null || drawn !== name) throw new Error(`the shell drew ${drawn ? `${drawn}'s page` : 'no page'} there`);
        // A page that threw inside a Suspense boundary is not thrown out of renderToString: React leaves the boundary to
        // the browser (`<!--$!-->`: issue 46's fallback without a word), with the error in its template in React's
        // development build, which this process runs.
        const [, attributes] = /<!--\$!--><template([^>]*)>/.exec(result.rootHtml) ?? [];
        if (attributes === undefined) return;
        const message = attribute(attributes, 'data-msg').replace(/^Switched to client rendering because the server rendering errored:\s*/, '');
        throw Object.assign(new Error(message || 'it threw: React left the page to the browser'), { stack: attribute(attributes, 'data-stck') });
      });
    }
  }
}

/**
 * The browser entry and each exposed module, loaded as a page loads them but without a browser (ADR 0088): in a bare
 * global whose document only runs the script a <script> names (from the build folder) and checks the file a <link>
 * names. The entry must define its container; each exposed module's get() loads its chunks and its shared fallbacks,
 * and every file mf-manifest.json names for it must be there and run (a chunk's run registers its modules, none of
 * which runs: that needs a DOM).
 */
async function loadBrowserFiles() {
  const origin = 'https://release-gate.invalid/';
  const [loaded, tried] = [new Set(), new Set()];
  // The federation runtime the shell's page provides to every remote entry (rspack.base.js: externalRuntime).
  const context = vm.createContext({ console, setTimeout, clearTimeout, queueMicrotask, _FEDERATION_RUNTIME_CORE: createRequire(import.meta.url)('@module-federation/runtime-core') });
  Object.assign(context, { self: context, window: context });
  const load = (file) => {
    tried.add(file);
    if (!fs.existsSync(path.join(folder, file))) throw new Error('missing from the build');
    if (file.endsWith('.js')) vm.runInContext(fs.readFileSync(path.join(folder, file), 'utf8'), context, { filename: file });
    loaded.add(file);
  };
  const element = (tag) => ({ tagName: tag.toUpperCase(), setAttribute() {}, getAttribute() {}, removeAttribute() {} });
  const appendChild = (node) =>
    queueMicrotask(() => {
      const file = (node.src ?? node.href).slice(origin.length);
      check(file, () => load(file)).then(() => (loaded.has(file) ? node.onload : node.onerror)?.({ type: loaded.has(file) ? 'load' : 'error', target: node }));
    });
  context.document = { currentScript: { ...element('script'), src: `${origin}remoteEntry.js` }, createElement: element, getElementsByTagName: () => [], head: { appendChild } };
  let exposes = [];
  await check('mf-manifest.json', () => {
    exposes = JSON.parse(fs.readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8')).exposes ?? [];
  });
  await check('remoteEntry.js', async () => {
    load('remoteEntry.js');
    const container = context[name];
    if (typeof container?.get !== 'function' || typeof container.init !== 'function') throw new Error(`it defines no container ${name}`);
    await container.init({});
    for (const expose of exposes) await check(expose.path, async () => void (await container.get(expose.path)));
  });
  for (const { assets } of exposes) {
    for (const file of [assets.js, assets.css].flatMap(({ sync, async }) => [...sync, ...async])) {
      if (!tried.has(file)) await check(file, () => load(file));
    }
  }
}

// A remote with a server bundle has its pages drawn by the API (ADR 0086); the others' by the browser only.
if (fs.existsSync(serverBundleOf(folder))) await renderPages();
await loadBrowserFiles();
// Done: a timer a bundle left behind must not keep this process running into its time limit.
process.exit(0);
