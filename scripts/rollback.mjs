// `npm run rollback -- <remote>` (ADRs 0044 and 0075): points the remote back at the release it had before its last
// `npm run release`: in REMOTES_FILE on one machine, in the database's remotes map with S3_BUCKET (every API process
// switches). Reads the settings as the server does (api/src/config/env.ts). Run with tsx.
import { loadReleaseFiles } from '../api/src/config/env.ts';
import { createDatabase } from '../api/src/db/database.ts';
import { rollback, rollbackInStore } from './releases.mjs';

const [remote] = process.argv.slice(2);
try {
  const settings = loadReleaseFiles();
  if (settings.s3) {
    const database = await createDatabase(settings);
    try {
      const { url, from } = await rollbackInStore({ remote, db: database.db });
      console.info(`[rollback] the remotes map now points ${remote} at ${url} (was ${from})`);
    } finally {
      await database.close();
    }
  } else {
    const { remotesFile } = settings;
    const { url, from } = rollback({ remote, remotesFile });
    console.info(`[rollback] ${remotesFile} now points ${remote} at ${url} (was ${from})`);
  }
} catch (error) {
  console.error(`[rollback] ${error.message}`);
  process.exit(1);
}
