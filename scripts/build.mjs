// `npm run build`: builds every front end and records each build's input hash (scripts/build-inputs.mjs), so a
// following `npm start` serves these builds without building again. `--stale` builds only what changed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStaleFrontEnds } from './build-inputs.mjs';
import { npmBuild } from './npm-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

try {
  buildStaleFrontEnds({ root, build: npmBuild(root), force: !process.argv.includes('--stale') });
} catch (error) {
  console.error(`[build] ${error.message}`);
  process.exit(1);
}
