import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { ServerRenderRequest, ServerRenderResult } from '@motohaul/contracts';
import { fileStamp } from './file-stamp';
import { remoteBuildFolder, type RemoteFolderOptions } from './remote-folders';

/** The shell's server bundle (shell/src/server/server.ts). */
interface ShellServerModule {
  /** platform and design-system, as the shell's bundle carries them: what a remote's server bundle gets for them. */
  sharedModules: Record<string, unknown>;
  provideServerRoutes(remote: string, routes: unknown[]): void;
  renderPage(request: ServerRenderRequest): Promise<ServerRenderResult | null>;
}

/**
 * The remotes with a server bundle of their pages (their `src/server/server.ts`): the public pages, the rider's pages,
 * the dashboard (ADR 0066).
 */
export const SERVER_RENDERED_REMOTES = ['mf_public', 'mf_quote', 'mf_crm'] as const;

/** A build's server bundle (rspack.base.js): `server/server.cjs` in its build folder. */
export const serverBundleOf = (buildFolder: string) => path.join(buildFolder, 'server', 'server.cjs');

/** The npm packages every server bundle leaves to this process (rspack.base.js): one React in a render. */
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

export type RenderPage = (request: ServerRenderRequest) => Promise<ServerRenderResult | null>;

/** Where a server-rendered remote's build is: its folder here, and the URL folder its files are served under. */
export interface RemoteBuild {
  folder: string;
  url: string;
}

/** The render of the current builds: the function, and the remote builds it draws with (by remote name). */
export interface ServerRender {
  render: RenderPage;
  remotes: Record<string, RemoteBuild>;
}

/**
 * The server renderer of public pages (ADR 0037, ADR 0044): the shell's server bundle (`shell/dist/server/server.cjs`)
 * with, for each server-rendered remote, the server bundle of the build that /remotes.json names now (a release
 * under RELEASES_DIR or the build beside its sources). They are loaded again when one of those files changes (another
 * folder, or a new build by modification time and size): a release or a rollback draws the next request, no restart.
 * A remote whose build /remotes.json names on another origin, or whose server bundle is missing or broken, is left out:
 * its pages are drawn by the browser as before. null: the shell's bundle is missing or broken, or no remote is left.
 */
export function serverRenderer(folders: RemoteFolderOptions) {
  const shellFile = serverBundleOf(path.join(folders.staticRoot, 'shell', 'dist'));
  /** The render of the builds last drawn with, by each bundle's file and stamp. */
  let loaded: { key: string; render: ServerRender } | null = null;

  function load(builds: Record<string, RemoteBuild>): ServerRender {
    const shell = runBundle(shellFile, sharedPackage) as ShellServerModule;
    const provide = (id: string) => shell.sharedModules[id] ?? sharedPackage(id);
    // Each remote's bundle on its own: one that fails to load leaves its pages to the browser, not the others'.
    const remotes: Record<string, RemoteBuild> = {};
    const bundles: (readonly [string, { routes: unknown[] }])[] = [];
    for (const [name, build] of Object.entries(builds)) {
      try {
        bundles.push([name, runBundle(serverBundleOf(build.folder), provide) as { routes: unknown[] }]);
        remotes[name] = build;
      } catch (error) {
        console.warn(`The server bundle of ${name} could not be loaded; its pages are drawn by the browser:`, error);
      }
    }
    // The routes of the releases this render draws with, handed over just before the (synchronous) render.
    const render: RenderPage = (request) => {
      for (const [name, bundle] of bundles) shell.provideServerRoutes(name, bundle.routes);
      return shell.renderPage(request);
    };
    return { render, remotes };
  }

  /** The render of the builds `map` (the request's remotes map) names, or null when they cannot be drawn on the server. */
  return (map: Record<string, string>): ServerRender | null => {
    const remotes: Record<string, RemoteBuild> = {};
    for (const name of SERVER_RENDERED_REMOTES) {
      const url = map[name] ?? '';
      const folder = remoteBuildFolder(folders, url);
      // Another origin, or a build without a server bundle (a release made before its remote had one): the browser
      // draws that remote's pages, the others' are still drawn here.
      if (!folder || !fs.existsSync(serverBundleOf(folder))) continue;
      remotes[name] = { folder, url: url.slice(0, url.lastIndexOf('/') + 1) };
    }
    if (Object.keys(remotes).length === 0) return null;
    try {
      const files = [shellFile, ...Object.values(remotes).map(({ folder }) => serverBundleOf(folder))];
      const key = files.map((file) => `${file}@${fileStamp(file)}`).join('|');
      if (loaded?.key !== key) loaded = { key, render: load(remotes) };
      return loaded.render;
    } catch (error) {
      // Not built yet (no bundle), or a bundle that fails to load: tried again on the next request.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        console.warn('The server bundles could not be loaded; pages are drawn by the browser:', error);
      }
      return null;
    }
  };
}
