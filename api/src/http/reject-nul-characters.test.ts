import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';

describe('NUL characters in requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('when a JSON body carries a NUL character, then it answers 400 and stores nothing', async () => {
    const res = await t.agent
      .post('/api/leads')
      .send({
        customerName: 'Sam\u0000Rider',
        customerPhone: '0412345678',
        motorcycleMake: 'Honda',
        motorcycleModel: 'CB500X',
        pickupLocation: 'Parramatta NSW 2150',
        dropoffLocation: 'Newcastle NSW 2300',
      })
      .expect(400);
    expect(res.body).toEqual({ message: 'Text must not contain NUL characters' });
    expect(await t.database.db.select().from(leads)).toHaveLength(0);
  });

  it('when a query string carries a NUL character, then it answers 400, not 500', async () => {
    await t.agent.get('/api/providers/directory').query({ q: '\u0000' }).expect(400);
  });
});
