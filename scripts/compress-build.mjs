// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of a build output, once, at build
// time (issue 17): the server sends the best copy the browser accepts (api/src/static/static-routes.ts).
//   node scripts/compress-build.mjs <dist folder>...   (each front end's `npm run build` runs it on its dist)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** Text formats worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest|ico)$/i;
/** Below this a compressed copy saves less than its own headers cost. */
export const MIN_BYTES = 256;

/** The files under `dir` that get compressed copies. */
export function compressibleFiles(dir) {
  const out = [];
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (COMPRESSIBLE.test(entry.name) && fs.statSync(full).size >= MIN_BYTES) out.push(full);
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return out;
}

/** Compresses each file of `dir` (brotli at the highest quality, gzip at level 9); answers the byte counts. */
export function compressBuild(dir) {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  for (const file of compressibleFiles(dir)) {
    const raw = fs.readFileSync(file);
    const br = zlib.brotliCompressSync(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = zlib.gzipSync(raw, { level: 9 });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gz);
    totals.files += 1;
    totals.raw += raw.length;
    totals.br += br.length;
    totals.gz += gz.length;
  }
  return totals;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const dir of process.argv.slice(2)) {
    const { files, raw, br, gz } = compressBuild(path.resolve(dir));
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    console.info(`[compress] ${path.relative(path.resolve(import.meta.dirname, '..'), path.resolve(dir))}: ${files} files, ${kb(raw)} raw, ${kb(br)} brotli, ${kb(gz)} gzip`);
  }
}
