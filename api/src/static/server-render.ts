import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerRenderRequest, ServerRenderResult } from '@motohaul/contracts';
import { fileStamp } from './file-stamp';

/** The global the shell's server bundle hands its platform to the remotes' server bundles through (rspack.base.js). */
const SSR_PLATFORM_GLOBAL = '__motohaulSsrPlatform';

/** The shell's server bundle (shell/src/server/server.ts). */
interface ShellServerModule {
  platform: unknown;
  provideServerRoutes(remote: string, routes: unknown[]): void;
  renderPage(request: ServerRenderRequest): Promise<ServerRenderResult | null>;
}

/** The remotes with a server bundle of their pages (their `src/server/server.ts`). */
export const SERVER_RENDERED_REMOTES = [{ name: 'mf_public', folder: 'mf-public' }] as const;

export type RenderPage = (request: ServerRenderRequest) => Promise<ServerRenderResult | null>;

const stampOf = (files: string[]) => files.map(fileStamp).join('|');

/**
 * The server renderer of public pages (ADR 0037): the shell's and the remotes' server bundles, built by `npm run build`
 * into `<app>/dist-server/server.js`, imported once per build (a new build, by modification time and size, is
 * imported again). null: a bundle is missing (not built yet), so pages are drawn by the browser as before.
 */
export function serverRenderer(staticRoot: string) {
  const shellFile = path.join(staticRoot, 'shell', 'dist-server', 'server.js');
  const remoteFiles = SERVER_RENDERED_REMOTES.map((remote) => path.join(staticRoot, remote.folder, 'dist-server', 'server.js'));
  let loaded: { stamp: string; render: Promise<RenderPage> } | null = null;

  async function load(stamp: string): Promise<RenderPage> {
    const version = `?build=${encodeURIComponent(stamp)}`;
    const shell = (await import(pathToFileURL(shellFile).href + version)) as ShellServerModule;
    (globalThis as Record<string, unknown>)[SSR_PLATFORM_GLOBAL] = shell.platform;
    for (const [index, file] of remoteFiles.entries()) {
      const remote = (await import(pathToFileURL(file).href + version)) as { routes: unknown[] };
      shell.provideServerRoutes(SERVER_RENDERED_REMOTES[index]?.name ?? '', remote.routes);
    }
    return (request) => shell.renderPage(request);
  }

  /** The current build's render function, or null when a server bundle is missing. */
  return (): Promise<RenderPage> | null => {
    let stamp: string;
    try {
      stamp = stampOf([shellFile, ...remoteFiles]);
    } catch {
      return null;
    }
    if (loaded?.stamp !== stamp) {
      const render = load(stamp);
      loaded = { stamp, render };
      // A bundle that fails to load is tried again on the next request, not kept as the answer.
      render.catch((error: unknown) => {
        console.warn('The server bundles could not be loaded; pages are drawn by the browser:', error);
        if (loaded?.render === render) loaded = null;
      });
    }
    return loaded.render;
  };
}
