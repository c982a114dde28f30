import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('POST /api/analytics/track', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ RATE_LIMIT_EVENTS: '3' });
  });
  afterEach(() => t.close());

  it('when the browser reports an event, then it is stored and the answer is 204', async () => {
    await t.agent
      .post('/api/analytics/track')
      .set('User-Agent', 'TestBrowser/1.0')
      .send({ eventType: 'phone_click', eventData: { phoneNumber: '1300 668 722' }, pagePath: '/', pageTitle: 'Home' })
      .expect(204);

    const rows = await t.database.db.select().from(analyticsEvents);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      eventType: 'phone_click',
      eventData: { phoneNumber: '1300 668 722' },
      pagePath: '/',
      pageTitle: 'Home',
      userAgent: 'TestBrowser/1.0',
      referrer: null,
    });
  });

  it('when the event type is missing, then it answers 400 with field errors and stores nothing', async () => {
    const res = await t.agent.post('/api/analytics/track').send({ eventData: {} }).expect(400);
    expect(res.body.fieldErrors).toHaveProperty('eventType');
    expect(await t.database.db.select().from(analyticsEvents)).toHaveLength(0);
  });

  it('when one IP sends more events than the limit, then it answers 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i += 1) await t.agent.post('/api/analytics/track').send({ eventType: 'page_view' }).expect(204);
    const res = await t.agent.post('/api/analytics/track').send({ eventType: 'page_view' }).expect(429);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
  });
});
