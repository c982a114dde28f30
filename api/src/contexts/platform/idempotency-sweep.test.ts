import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { deleteExpiredIdempotencyKeys } from './idempotency';

describe('deleting expired idempotency keys (ADR 0031)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  const keyRow = (key: string, hoursAgo: number, status: 'in_progress' | 'completed' = 'completed') => ({
    scope: 'POST /api/leads',
    key,
    fingerprint: 'f'.repeat(64),
    status,
    responseStatus: status === 'completed' ? 201 : null,
    responseBody: status === 'completed' ? { id: 1 } : null,
    createdAt: sql`now() - make_interval(hours => ${hoursAgo})`,
  });

  it('when keys are older than 24 hours, then they are deleted and the fresh ones stay', async () => {
    await t.database.db
      .insert(idempotencyKeys)
      .values([keyRow('old-done', 25), keyRow('old-abandoned', 48, 'in_progress'), keyRow('fresh', 23), keyRow('new', 0, 'in_progress')]);

    expect(await deleteExpiredIdempotencyKeys(t.database.db)).toBe(2);
    const left = await t.database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(left.map((row) => row.key).sort()).toEqual(['fresh', 'new']);
    expect(await deleteExpiredIdempotencyKeys(t.database.db)).toBe(0);
  });
});
