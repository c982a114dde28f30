import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { ServerRenderResult } from '@motohaul/contracts';
import { remoteBuildFolder, type RemoteFolderOptions } from './remote-folders';
import type { RenderTask } from './render-worker';

/** A build's server bundle (rspack.base.js): `server/server.cjs` in its build folder. */
export const serverBundleOf = (buildFolder: string) => path.join(buildFolder, 'server', 'server.cjs');

/** Where a remote's build is: its folder here, and the URL folder its files are served under. */
export interface RemoteBuild {
  folder: string;
  url: string;
}

/**
 * What a render's thread may read of the API's environment (ADR 0086): nothing secret (no database, session, Stripe,
 * S3, push or mail settings). A remote's code reaches the API only as a page does, over HTTP.
 */
const RENDER_ENV = ['NODE_ENV', 'TZ', 'LANG'];

/** How long a render may take (its pages' API requests included) before its thread is ended and the browser draws it. */
export const RENDER_TIME_LIMIT_MS = 4000;

export interface ServerRendererOptions extends RemoteFolderOptions {
  timeLimitMs?: number;
}

/**
 * The server renderer (ADR 0037, ADR 0044, ADR 0086): the shell's server bundle (`shell/dist/server/server.cjs`) with
 * the server bundle of the page's remote, of the build that /remotes.json names now (a release under RELEASES_DIR or
 * the build beside its sources), run in a piscina thread (render-worker.ts) within a time limit: a render that throws
 * or loops ends its thread, never the API's. A release or a rollback draws the next request, no restart.
 */
export function serverRenderer({ staticRoot, releasesDir, timeLimitMs = RENDER_TIME_LIMIT_MS }: ServerRendererOptions) {
  const shell = serverBundleOf(path.join(staticRoot, 'shell', 'dist'));
  let pool: { threads: Piscina<RenderTask | null, ServerRenderResult | null>; ready: Promise<unknown> } | null = null;
  const env = Object.fromEntries(RENDER_ENV.flatMap((name) => (process.env[name] === undefined ? [] : [[name, process.env[name]]])));

  return {
    /** The build of `remote` that `map` names here, when it has a server bundle (else the browser draws its pages). */
    build(map: Record<string, string>, remote: string): RemoteBuild | null {
      const url = map[remote] ?? '';
      const folder = remoteBuildFolder({ staticRoot, releasesDir }, url);
      return folder && fs.existsSync(serverBundleOf(folder)) ? { folder, url: url.slice(0, url.lastIndexOf('/') + 1) } : null;
    },
    /** The render of `url` with these remote builds; null when the shell has no server bundle. Throws what the render throws. */
    async render(url: string, remotes: Record<string, RemoteBuild>, api: RenderTask['api']): Promise<ServerRenderResult | null> {
      if (!fs.existsSync(shell)) return null;
      if (!pool) {
        // The worker is TypeScript, as the API: run with tsx, found from here (whatever the process's directory). A
        // thread is started once the first page is asked for and kept: the limit counts a render, not a thread's start.
        const threads = new Piscina<RenderTask | null, ServerRenderResult | null>({
          filename: new URL('./render-worker.ts', import.meta.url).href,
          env,
          execArgv: ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href],
          minThreads: 1,
          maxThreads: 1,
        });
        pool = { threads, ready: threads.run(null).catch(() => undefined) };
      }
      await pool.ready;
      const builds = { shell, remotes: Object.fromEntries(Object.entries(remotes).map(([name, build]) => [name, serverBundleOf(build.folder)])) };
      return pool.threads.run({ url, builds, api }, { signal: AbortSignal.timeout(timeLimitMs) });
    },
  };
}
