import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadLocalities } from './load-localities';

const quote = (phone: string) => ({
  customerName: 'Riley Rider',
  customerPhone: phone,
  motorcycleMake: 'Honda',
  motorcycleModel: 'CB500',
  pickupLocation: 'Parramatta NSW 2150',
  dropoffLocation: 'Newcastle NSW 2300',
  timeframe: 'this_week',
  canRollAndSteer: true,
});

// The localities do not change while the API runs, so a quote's addresses are located once per process (ADR 0026).
describe('the located addresses of quotes', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ RATE_LIMIT_QUOTES: '1000' });
  });
  afterEach(() => t.close());

  const latitudeOf = async (id: number) => (await t.database.db.select({ latitude: leads.latitude }).from(leads).where(eq(leads.id, id)))[0]!.latitude;

  it('when an address was located before, then the next quote naming it is placed without looking it up again', async () => {
    const first = await t.agent.post('/api/leads').send(quote('0412 000 001')).expect(201);
    const placed = await latitudeOf(first.body.id as number);
    expect(placed).not.toBeNull();
    await t.database.db.execute(sql`delete from localities where postcode in ('2150', '2300')`);
    try {
      const second = await t.agent.post('/api/leads').send(quote('0412 000 002')).expect(201);
      expect(await latitudeOf(second.body.id as number)).toBe(placed);
    } finally {
      // On the PostgreSQL server the localities are loaded once for the whole run (not truncated between tests).
      await loadLocalities(t.database.db);
    }
  });
});
