import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQuoteStatus } from '../../contexts/sales/quote-status';
import { openTestDatabase } from '../../test/test-app';
import type { DatabaseHandle } from '../database';
import { tripPositions } from '../schema';
import { seedDatabase } from './seed';
import { DEMO_IN_TRANSIT_TOKEN } from './demo-tracking';

describe('the demo job in transit (issue 47 item 2)', () => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(() => database.close());

  it("when the demo data is seeded, then its rider's status link shows the motorcycle in transit with a position minutes old and an arrival estimate", async () => {
    await seedDatabase(database.db, { seedDemo: true, admin: null, leadPrice: '25.00' });
    const status = await createQuoteStatus(database.db, { badgesOf: async () => new Map(), now: () => new Date() })(DEMO_IN_TRANSIT_TOKEN);
    expect(status).toMatchObject({ state: 'bought', stage: 'in_transit', motorcycle: 'Triumph Street Triple RS' });
    const ageMinutes = (Date.now() - Date.parse(status!.tracking!.position.recordedAt)) / 60_000;
    expect(ageMinutes).toBeGreaterThan(1);
    expect(ageMinutes).toBeLessThan(10);
    expect(status!.tracking!.distanceKm).toBeGreaterThan(20);
    expect(status!.tracking!.arrivalMinutes).toBeGreaterThan(10);
    expect(await database.db.select().from(tripPositions)).toHaveLength(5);
  });
});
