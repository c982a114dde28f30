import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { ServerRenderRequest, ServerRenderResult } from '@motohaul/contracts';
import { fileStamp } from './file-stamp';

// A server render's thread (ADR 0086): the shell's and the remotes' server bundles run here, in a piscina worker
// without the API's secrets, never in the API's own thread. `renderWithBuilds` needs no API: a release check loads
// the same bundles and renders every route with it (a loader whose request fails leaves its data to the browser).

/** The shell's server bundle (shell/src/server/server.ts). */
interface ShellServerModule {
  /** platform and design-system, as the shell's bundle carries them: what a remote's server bundle gets for them. */
  sharedModules: Record<string, unknown>;
  provideServerRoutes(remote: string, routes: unknown[]): void;
  renderPage(request: ServerRenderRequest): Promise<ServerRenderResult>;
}

/** The npm packages every server bundle leaves to its host (rspack.base.js): one React in a render. */
const SHARED_PACKAGES = ['react', 'react-dom', '@tanstack/react-query', 'zustand'];
const requireInstalled = createRequire(import.meta.url);
export const sharedPackage = (id: string): unknown =>
  SHARED_PACKAGES.some((name) => id === name || id.startsWith(`${name}/`)) ? requireInstalled(id) : undefined;

/**
 * Runs a CommonJS server bundle as the function of `require` it is (ADR 0044): `provide` answers each of its
 * require calls (the shared modules, nothing else), so the bundle resolves nothing from where it lies and leaves no
 * state outside what it returns. Answers its exports.
 */
export function runBundle(file: string, provide: (id: string) => unknown): unknown {
  const run = vm.compileFunction(fs.readFileSync(file, 'utf8'), ['exports', 'require', 'module', '__filename', '__dirname'], {
    filename: file,
  }) as (...args: unknown[]) => void;
  const module = { exports: {} as unknown };
  const require = (id: string) => {
    const shared = provide(id);
    if (shared === undefined) throw new Error(`${file} requires ${id}, which the server render does not share (ADR 0044)`);
    return shared;
  };
  run(module.exports, require, module, file, path.dirname(file));
  return module.exports;
}

/** The server bundles a render draws with: the shell's file, and each remote's by remote name. */
export interface ServerBuilds {
  shell: string;
  remotes: Record<string, string>;
}

const stamped = (file: string) => `${file}@${fileStamp(file)}`;
/** The shell's bundle last loaded, and the remotes' routes loaded with it, by file and stamp: a release loads anew. */
let loaded: { key: string; shell: ShellServerModule; routes: Map<string, unknown[]> } | null = null;
const provided = new Set<string>();

/**
 * The page at `url` as the shell's server bundle renders it with these remotes' server bundles (`headers`: the page
 * request's, which its loaders read). Throws what they throw.
 */
export function renderWithBuilds(url: string, builds: ServerBuilds, headers?: Record<string, string>): Promise<ServerRenderResult> {
  const key = stamped(builds.shell);
  if (loaded?.key !== key) loaded = { key, shell: runBundle(builds.shell, sharedPackage) as ShellServerModule, routes: new Map() };
  const { shell, routes } = loaded;
  const provide = (id: string) => shell.sharedModules[id] ?? sharedPackage(id);
  // The routes of these builds only: a remote handed over for an earlier render and not now draws nothing.
  for (const name of new Set([...provided, ...Object.keys(builds.remotes)])) {
    const file = builds.remotes[name];
    const remoteKey = file && stamped(file);
    if (remoteKey && !routes.has(remoteKey)) routes.set(remoteKey, (runBundle(file, provide) as { routes: unknown[] }).routes);
    shell.provideServerRoutes(name, (remoteKey && routes.get(remoteKey)) || []);
    provided.add(name);
  }
  return shell.renderPage({ url, headers });
}

/** What the API hands a render: the URL, the builds, and where its pages' API requests go (the page request's own). */
export interface RenderTask {
  url: string;
  builds: ServerBuilds;
  /** The API's own origin, and the headers that make a request the page request's (its cookie, its client address). */
  api: { origin: string; headers: Record<string, string> };
}

const ownFetch = globalThis.fetch.bind(globalThis);
let api: RenderTask['api'] | null = null;
/**
 * The pages' API client asks for `/api/...` as in the browser: here that is the API's origin, with the page request's
 * cookie and client address. One task at a time per thread (piscina's default), so the task's own.
 */
globalThis.fetch = (input, init) => {
  if (!api || typeof input !== 'string') return ownFetch(input, init);
  const headers = new Headers(init?.headers);
  for (const [name, value] of Object.entries(api.headers)) headers.set(name, value);
  return ownFetch(new URL(input, api.origin), { ...init, headers });
};

/** piscina's task (ADR 0086); null: the thread's first task, which only starts it. */
export default async function render(task: RenderTask | null): Promise<ServerRenderResult | null> {
  if (!task) return null;
  api = task.api;
  try {
    const cookie = task.api.headers.cookie;
    return await renderWithBuilds(task.url, task.builds, cookie ? { cookie } : {});
  } finally {
    api = null;
  }
}
