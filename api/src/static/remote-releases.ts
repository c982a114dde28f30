import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { remoteReleases } from '../db/schema';

/** NOTIFY'd in the transaction of a release or a rollback: every API process reads the remotes map again (ADR 0075). */
export const REMOTES_CHANGED_CHANNEL = 'remotes_changed';

/** A row of `remote_releases`: `remote` is the remotes map's key (mf_public), `storageKey` the release's prefix in the bucket. */
export type RemoteRelease = typeof remoteReleases.$inferSelect;

/** Every release of every remote, oldest first (a table of one row per release: small). */
export const allReleases = (db: Database): Promise<RemoteRelease[]> => db.select().from(remoteReleases).orderBy(remoteReleases.id);

/** The release each remote is on, by remote: its newest one not rolled back. A remote left out is on its built-in build. */
export function currentReleases(releases: RemoteRelease[]): Map<string, RemoteRelease> {
  const current = new Map<string, RemoteRelease>();
  for (const release of releases) if (release.rolledBackAt === null) current.set(release.remote, release);
  return current;
}

const notifyChanged = (tx: Pick<Database, 'execute'>, remote: string) => tx.execute(sql`select pg_notify(${REMOTES_CHANGED_CHANNEL}, ${remote})`);

/** The newest releases of `remote` that were not rolled back, newest first, locked until the transaction ends. */
const liveReleases = (tx: Pick<Database, 'select'>, remote: string, count: number) =>
  tx
    .select()
    .from(remoteReleases)
    .where(and(eq(remoteReleases.remote, remote), isNull(remoteReleases.rolledBackAt)))
    .orderBy(desc(remoteReleases.id))
    .limit(count)
    .for('update');

/** Makes `release` its remote's current one and tells every API process. Answers the entry it was on (null: built-in). */
export function recordRelease(db: Database, release: Pick<RemoteRelease, 'remote' | 'version' | 'entryUrl' | 'storageKey'>): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [before] = await liveReleases(tx, release.remote, 1);
    await tx.insert(remoteReleases).values(release);
    await notifyChanged(tx, release.remote);
    return before?.entryUrl ?? null;
  });
}

/**
 * Marks `remote`'s current release rolled back and tells every API process: the remote is on the release before it.
 * Answers both entries (`to` null: its built-in build), or null when it is on its built-in build already.
 */
export function rollBackRelease(db: Database, remote: string): Promise<{ from: string; to: string | null } | null> {
  return db.transaction(async (tx) => {
    const [current, previous] = await liveReleases(tx, remote, 2);
    if (!current) return null;
    await tx.update(remoteReleases).set({ rolledBackAt: new Date() }).where(eq(remoteReleases.id, current.id));
    await notifyChanged(tx, remote);
    return { from: current.entryUrl, to: previous?.entryUrl ?? null };
  });
}
