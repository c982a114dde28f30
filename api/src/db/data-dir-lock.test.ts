import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from './database';
import { lockDataDir } from './data-dir-lock';

describe('the DATA_DIR lock', () => {
  const cleanups: (() => unknown)[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'motohaul-lock-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    return dir;
  };
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('when the embedded database is open, then a second open of the same DATA_DIR is refused', async () => {
    const dataDir = tempDir();
    const first = await createDatabase({ databaseUrl: null, dataDir });
    cleanups.push(() => first.close());

    await expect(createDatabase({ databaseUrl: null, dataDir })).rejects.toThrow(
      `Another process (pid ${process.pid}) is using DATA_DIR ${dataDir}`,
    );

    await first.close();
    const reopened = await createDatabase({ databaseUrl: null, dataDir });
    cleanups.push(() => reopened.close());
    await reopened.ping();
  });

  it('when another live process holds the lock, then it is refused with that pid', () => {
    const dataDir = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    cleanups.push(() => holder.kill());
    fs.writeFileSync(path.join(dataDir, '.lock'), String(holder.pid));

    expect(() => lockDataDir(dataDir)).toThrow(`Another process (pid ${holder.pid}) is using DATA_DIR`);
  });

  it('when the process that held the lock has died, then the lock is taken over', () => {
    const dataDir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    fs.writeFileSync(path.join(dataDir, '.lock'), dead.stdout);

    const release = lockDataDir(dataDir);
    expect(fs.readFileSync(path.join(dataDir, '.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dataDir, '.lock'))).toBe(false);
  });
});
