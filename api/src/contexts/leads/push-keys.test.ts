import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { loadEnv } from '../../config/env';
import { serverKeys } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadVapidKeys } from './push-keys';

// One VAPID key pair for every API process (issue 44 item 6, ADR 0076): made once, kept in the database, so a device
// subscribed through one machine is pushed to by another. VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY still override it.

describe('the VAPID key pair (ADRs 0058, 0076)', () => {
  let a: TestApp;
  const dirs: string[] = [];
  beforeAll(async () => {
    a = await createTestApp({ DATA_DIR: await dataDir() });
  });
  afterAll(async () => {
    await a.close();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  /** A DATA_DIR of its own, as another machine has. */
  async function dataDir() {
    const dir = await mkdtemp(path.join(tmpdir(), 'vapid-'));
    dirs.push(dir);
    return dir;
  }

  /** Another API on a's database: its own process state and DATA_DIR, the same database (opening a test database would empty it). */
  async function anotherApp(vars: Record<string, string> = {}) {
    return request(createApp({ env: loadEnv({ NODE_ENV: 'test', DATA_DIR: await dataDir(), ...vars }), database: a.database, jobs: a.jobs }));
  }

  const publicKeyOf = async (agent: ReturnType<typeof request>) => (await agent.get('/api/push/public-key').expect(200)).body.publicKey as string;
  const keptPairs = () => a.database.db.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, 'vapid'));

  it('when two apps on one database are asked for the public key, then both answer the pair kept in the database', async () => {
    const b = await anotherApp();
    const [fromA, fromB] = await Promise.all([publicKeyOf(a.agent), publicKeyOf(b)]);
    expect(fromA).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(fromB).toBe(fromA);
    expect(await keptPairs()).toEqual([{ value: { publicKey: fromA, privateKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as string } }]);
  });

  it('when processes start together on an empty table, then each offers a pair and all keep the one that was stored', async () => {
    await a.database.db.delete(serverKeys);
    const loaded = await Promise.all(Array.from({ length: 5 }, () => loadVapidKeys(a.database.db, { keys: null })));
    expect(new Set(loaded.map((keys) => keys.publicKey)).size).toBe(1);
    expect(await keptPairs()).toEqual([{ value: loaded[0] }]);
  });

  it('when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set, then they are served and the kept pair is left alone', async () => {
    const kept = await keptPairs();
    const given = webpush.generateVAPIDKeys();
    const configured = await anotherApp({ VAPID_PUBLIC_KEY: given.publicKey, VAPID_PRIVATE_KEY: given.privateKey });
    expect(await publicKeyOf(configured)).toBe(given.publicKey);
    expect(await keptPairs()).toEqual(kept);
  });
});
