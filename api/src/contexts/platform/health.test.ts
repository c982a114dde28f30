import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { createApp } from '../../app';
import { createTestApp } from '../../test/test-app';
import { testDatabaseUrl } from '../../test/test-database';

describe('GET /api/health', () => {
  it('when the database answers, then health is ok and names the database kind', async () => {
    const t = await createTestApp();
    try {
      const res = await t.agent.get('/api/health').expect(200);
      expect(res.body).toEqual({ status: 'ok', database: testDatabaseUrl() ? 'postgres' : 'pglite' });
    } finally {
      await t.close();
    }
  });

  it('when the database does not answer, then health is 503 with the envelope', async () => {
    const t = await createTestApp();
    await t.close();
    const res = await t.agent.get('/api/health').expect(503);
    expect(res.body).toEqual({ message: 'Database unavailable' });
  });

  it('when the process is draining after SIGTERM, then health is 503 while other requests are still served with Connection: close', async () => {
    const t = await createTestApp();
    try {
      let draining = false;
      const agent = request(createApp({ env: t.env, database: t.database, jobs: t.jobs, lifecycle: { isDraining: () => draining } }));
      await agent.get('/api/health').expect(200);
      draining = true;
      const res = await agent.get('/api/health').expect(503);
      expect(res.body).toEqual({ message: 'Shutting down' });
      const served = await agent.get('/api/config/public').expect(200);
      expect(served.headers.connection).toBe('close');
    } finally {
      await t.close();
    }
  });
});
