import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';

/**
 * The remotes map every API process reads (ADR 0075): one row per release of a remote, newest last. A remote is on
 * its newest row that was not rolled back (`rolledBackAt` null), else on its built-in build. `entryUrl` is the
 * remoteEntry.js URL /remotes.json names; `storageKey` the immutable prefix of the release in the S3-compatible
 * store (null for a release kept in RELEASES_DIR on one machine).
 */
export const remoteReleases = pgTable(
  'remote_releases',
  {
    id: id(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    entryUrl: text('entry_url').notNull(),
    storageKey: text('storage_key'),
    createdAt: createdAt(),
    rolledBackAt: timestamptz('rolled_back_at'),
  },
  (t) => [
    uniqueIndex('remote_releases_remote_version_unique').on(t.remote, t.version),
    index('remote_releases_current_idx').on(t.remote, t.id.desc()).where(sql`${t.rolledBackAt} is null`),
  ],
);
