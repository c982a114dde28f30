// `npm run rollback -- <remote>` (ADR 0044): points REMOTES_FILE (/remotes.json) back at the release the remote had
// before its last `npm run release`. Reads REMOTES_FILE as the server does (api/src/config/env.ts). Run with tsx.
import { loadReleaseFiles } from '../api/src/config/env.ts';
import { rollback } from './releases.mjs';

const [remote] = process.argv.slice(2);
try {
  const { remotesFile } = loadReleaseFiles();
  const { url, from } = rollback({ remote, remotesFile });
  console.info(`[rollback] ${remotesFile} now points ${remote} at ${url} (was ${from})`);
} catch (error) {
  console.error(`[rollback] ${error.message}`);
  process.exit(1);
}
