import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { apiNotFound } from '../http/not-found';
import { readRemotesMap, REMOTE_FOLDERS } from './remotes-map';

const LONG_CACHE = 'public, max-age=31536000, immutable';
/** Files whose name stays the same across builds must be revalidated; hashed ones never change. */
const ALWAYS_REVALIDATE = new Set(['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'index.html']);
const HASHED = /[.-][0-9a-f]{8,}\./i;

/** A precompressed copy is cached as the file it is a copy of. */
const originalName = (filePath: string) => path.basename(filePath).replace(/\.(?:br|gz)$/, '');

function setCacheHeaders(res: ServerResponse, filePath: string) {
  const name = originalName(filePath);
  const immutable = !ALWAYS_REVALIDATE.has(name) && HASHED.test(name);
  res.setHeader('Cache-Control', immutable ? LONG_CACHE : 'no-cache');
}

/**
 * A build folder: each file as brotli or gzip when the browser accepts it and the build wrote the copy
 * (scripts/compress-build.mjs), with Content-Encoding and Vary: Accept-Encoding; the original otherwise.
 */
const serveBuild = (root: string) =>
  expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: { index: false, fallthrough: true, setHeaders: setCacheHeaders },
  });

/** The shell's index.html, or its precompressed copy the browser accepts, as HTML that is always revalidated. */
function sendShellIndex(req: Request, res: Response, shellIndex: string) {
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  const encoding = req.acceptsEncodings('br', 'gzip');
  const copy = encoding === 'br' ? `${shellIndex}.br` : encoding === 'gzip' ? `${shellIndex}.gz` : null;
  if (copy && fs.existsSync(copy)) {
    res.setHeader('Content-Encoding', encoding as string);
    res.type('html');
    res.sendFile(copy);
    return;
  }
  res.sendFile(shellIndex);
}

export interface StaticOptions {
  staticRoot: string;
  remotesFile: string | null;
  releasesDir: string | null;
}

/**
 * One-origin mode (DESIGN §1): /remotes.json, each remote's build under /remotes/<name>/,
 * releases under /releases/, and the shell with an SPA fallback. Missing builds answer 404
 * instead of crashing, so the API runs (and is tested) without any front-end build.
 */
export function staticRoutes({ staticRoot, remotesFile, releasesDir }: StaticOptions): Router {
  const router = express.Router();

  router.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(readRemotesMap(remotesFile));
  });

  for (const folder of REMOTE_FOLDERS) {
    router.use(`/remotes/${folder}`, serveBuild(path.join(staticRoot, folder, 'dist')));
  }
  // A miss under /remotes (a file, an unknown remote, any method) answers the JSON error envelope.
  router.use('/remotes', apiNotFound);
  if (releasesDir) router.use('/releases', serveBuild(releasesDir));

  const shellDist = path.join(staticRoot, 'shell', 'dist');
  router.use(serveBuild(shellDist));

  const shellIndex = path.join(shellDist, 'index.html');
  router.get(/.*/, (req: Request, res: Response, next) => {
    const isAsset = req.path.startsWith('/remotes/') || req.path.startsWith('/releases/');
    if (isAsset || !req.accepts('html')) return next();
    if (!fs.existsSync(shellIndex)) {
      res.status(404).type('text/plain').send('The shell is not built yet: run `npm run build` or `npm start`.');
      return;
    }
    sendShellIndex(req, res, shellIndex);
  });

  return router;
}
