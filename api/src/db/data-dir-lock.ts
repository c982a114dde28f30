import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no guard against two processes opening one directory (DESIGN §2), so the
 * first process writes its pid to `DATA_DIR/.lock`; a second live process is refused,
 * and a lock left by a process that has died is taken over.
 */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readPid = (lockPath: string): number | null => {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
};

/**
 * Writes this process's pid to `lockPath` unless a live process's pid is there (a lock left by a process that has died
 * is taken over). Answers the lock's release function, or the pid of the live process that holds it.
 */
export function tryPidLock(lockPath: string): { release: () => void } | { holder: number } {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return {
        release: () => {
          if (readPid(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readPid(lockPath);
    if (holder !== null && isAlive(holder)) return { holder };
    fs.rmSync(lockPath, { force: true });
  }
  throw new Error(`Could not take the lock ${lockPath}; another process keeps taking it.`);
}

/** Takes the lock and returns its release function. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = tryPidLock(path.join(dataDir, '.lock'));
  if ('release' in lock) return lock.release;
  throw new DataDirLockedError(
    `Another process (pid ${lock.holder}) is using DATA_DIR ${dataDir}. Stop it, or set a different DATA_DIR or a DATABASE_URL.`,
  );
}
