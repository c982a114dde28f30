// Builds the site's service worker (ADR 0059) into the shell's build, after `rspack build` (the shell's `npm run build`):
//   1. rspack bundles src/service-worker/sw.ts with the Workbox modules it imports (one classic script, target
//      webworker) into a temporary folder;
//   2. workbox-build's injectManifest writes the list of the shell's files (URL and revision) in place of
//      self.__WB_MANIFEST and saves the result as dist/sw.js, which the API serves from the site root.
// The remotes are not in this list: the worker reads /remotes.json when it installs and caches each current release.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { injectManifest } from 'workbox-build';

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(shellDir, 'dist');

/** What the worker precaches: the shell's scripts, styles, icons, manifest and offline page (no page HTML, no server build). */
export const PRECACHE_GLOBS = ['**/*.{js,css,png,svg,ico,webmanifest}', 'offline.html'];
export const PRECACHE_IGNORES = ['server/**', '**/*.map', 'sw.js'];

function bundle(outDir) {
  const compiler = rspack({
    mode: 'production',
    context: shellDir,
    entry: { sw: './src/service-worker/sw.ts' },
    target: ['webworker', 'es2022'],
    devtool: false,
    output: { path: outDir, filename: '[name].js', iife: true, clean: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' } } },
          type: 'javascript/auto',
        },
      ],
    },
    optimization: { minimize: true, splitChunks: false },
    stats: 'errors-warnings',
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
      else resolve(path.join(outDir, 'sw.js'));
    });
  });
}

if (!fs.existsSync(path.join(distDir, 'index.html'))) {
  console.error('[service worker] shell/dist has no build: run rspack build first.');
  process.exit(1);
}
const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motohaul-sw-'));
try {
  const swSrc = await bundle(tempDir);
  const { count, size, warnings } = await injectManifest({
    swSrc,
    swDest: path.join(distDir, 'sw.js'),
    globDirectory: distDir,
    globPatterns: PRECACHE_GLOBS,
    globIgnores: PRECACHE_IGNORES,
    // rspack's `[name].[contenthash:8]` names change with their content: no revision needed.
    dontCacheBustURLsMatching: /[.-][0-9a-f]{8}\./,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  });
  for (const warning of warnings) console.warn(`[service worker] ${warning}`);
  console.info(`[service worker] dist/sw.js precaches ${count} files (${(size / 1024).toFixed(0)} KB)`);
} finally {
  fs.rmSync(tempDir, { recursive: true, force: true });
}
