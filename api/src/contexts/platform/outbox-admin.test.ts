import { afterEach, describe, expect, it } from 'vitest';
import type { AdminOutboxPage } from '@motohaul/contracts';
import { outbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { resetEmail } from '../accounts/reset-email';
import { enqueueMail } from './outbox-repository';
import { signedInAdmin } from '../../test/sign-in';

const RESET_URL = 'http://localhost:3000/auth/reset-password?token=abc';

describe('GET /api/admin/outbox', () => {
  let t: TestApp;
  afterEach(() => t.close());

  const queueResetMails = async (count: number) => {
    for (let i = 0; i < count; i += 1) {
      await t.database.db.transaction((tx) => enqueueMail(tx, t.jobs, 'password_reset', resetEmail(`user-${i}@example.com`, 'Pat', `${RESET_URL}${i}`)));
    }
  };

  it('when an admin reads it in demo mode, then every message comes newest first with its text and html bodies', async () => {
    t = await createTestApp({ APP_MODE: 'demo' });
    const { authorization } = await signedInAdmin(t);
    await queueResetMails(3);

    const res = await t.agent.get('/api/admin/outbox').set('Authorization', authorization).expect(200);
    const body = res.body as AdminOutboxPage;
    expect(res.headers['cache-control']).toBe('no-store');
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 20, bodiesShown: true });
    expect(body.items.map((m) => m.to)).toEqual(['user-2@example.com', 'user-1@example.com', 'user-0@example.com']);
    expect(body.items[0]).toMatchObject({
      subject: 'Reset your MotoHaul password',
      kind: 'password_reset',
      status: 'queued',
      attempts: 0,
      lastError: null,
      sentAt: null,
    });
    expect(body.items[0]!.textBody).toContain(`${RESET_URL}2`);
    expect(body.items[0]!.htmlBody).toContain(`href="${RESET_URL}2"`);
    expect(Date.parse(body.items[0]!.createdAt)).not.toBeNaN();
    expect(Date.parse(body.items[0]!.nextAttemptAt)).not.toBeNaN();
  });

  it('when an admin reads it in live mode, then the bodies are null and the rest is there', async () => {
    t = await createTestApp({ APP_MODE: 'live' });
    const { authorization } = await signedInAdmin(t);
    await queueResetMails(1);
    await t.database.db.update(outbox).set({ status: 'failed', attempts: 8, lastError: '451 Try again later' });

    const body = (await t.agent.get('/api/admin/outbox').set('Authorization', authorization).expect(200)).body as AdminOutboxPage;
    expect(body.bodiesShown).toBe(false);
    expect(body.items).toEqual([expect.objectContaining({ to: 'user-0@example.com', status: 'failed', attempts: 8, lastError: '451 Try again later', textBody: null, htmlBody: null })]);
    expect(JSON.stringify(body)).not.toContain('token=');
  });

  it('when the list is longer than a page, then it is paged and a bad page is 400', async () => {
    t = await createTestApp({ APP_MODE: 'demo' });
    const { authorization } = await signedInAdmin(t);
    await queueResetMails(3);

    const second = (await t.agent.get('/api/admin/outbox?page=2&pageSize=2').set('Authorization', authorization).expect(200)).body as AdminOutboxPage;
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((m) => m.to)).toEqual(['user-0@example.com']);
    const bad = await t.agent.get('/api/admin/outbox?page=0').set('Authorization', authorization).expect(400);
    expect(bad.body.fieldErrors).toEqual({ page: ['Must be at least 1'] });
  });

  it('when there is no admin token, then it answers 401', async () => {
    t = await createTestApp({ APP_MODE: 'demo' });
    await t.agent.get('/api/admin/outbox').expect(401);
    await t.agent.get('/api/admin/outbox').set('Authorization', 'Bearer not-a-token').expect(401);
  });
});
