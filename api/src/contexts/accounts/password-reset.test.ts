import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox, passwordResetTokens } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { resetLinkIn, startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server';
import { hashResetToken } from './password-reset-service';
import { createUser } from '../../test/factories';
import { signIn } from '../../test/sign-in';
import { controlledClock, createTestApp } from '../../test/test-app';

const SAME_ANSWER = { message: 'If an account exists for that email, a reset link has been sent.' };
const INVALID_LINK = { message: 'This reset link is invalid or has expired. Please request a new one.' };

describe('password reset', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let clock: ReturnType<typeof controlledClock>;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(() => smtp.close());
  beforeEach(async () => {
    smtp.messages.length = 0;
    clock = controlledClock();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_ORIGIN: 'https://motohaul.example' }, { clock: clock.now });
    await createUser(t, { username: 'pat', password: 'old-password', email: 'Pat@Example.com', firstName: 'Pat' });
  });
  afterEach(() => t.close());

  const requestLink = async (email = 'pat@example.com') => {
    const res = await t.agent.post('/api/auth/forgot-password').send({ email }).expect(200);
    return res.body as { message: string; resetUrl?: string };
  };
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
  const reset = (token: string, password = 'new-password') =>
    t.agent.post('/api/auth/reset-password').send({ token, password, confirmPassword: password });

  it('when an account asks, then the email arrives at the SMTP server with the link, and only its hash is stored', async () => {
    const answer = await requestLink('PAT@example.com');
    expect(answer.message).toBe(SAME_ANSWER.message);
    expect(answer.resetUrl).toMatch(/^https:\/\/motohaul\.example\/auth\/reset-password\?token=[\w-]{43}$/);

    const mail = await smtp.waitForMail('Pat@Example.com');
    expect(mail.from).toBe('no-reply@motohaul.com.au');
    expect(mail.subject).toBe('Reset your MotoHaul password');
    expect(resetLinkIn(mail)).toBe(answer.resetUrl);
    expect(mail.html).toContain('href="https://motohaul.example/auth/reset-password?token=');

    const [stored] = await t.database.db.select().from(passwordResetTokens);
    const token = tokenOf(answer.resetUrl!);
    expect(stored!.token).toBe(hashResetToken(token));
    expect(stored!.token).not.toContain(token);
    expect(stored!.expiresAt.getTime() - clock.now().getTime()).toBe(60 * 60 * 1000);
  });

  it('when storing the token fails after the mail was queued, then no mail is kept or sent, and the next request mails once', async () => {
    // A real failure inside the transaction, after the outbox insert: the token insert is refused by a trigger.
    await t.database.db.execute(sql`
      create or replace function refuse_reset_token() returns trigger language plpgsql as $$
      begin raise exception 'reset tokens are refused for this test'; end $$`);
    await t.database.db.execute(sql`
      create trigger refuse_reset_token before insert on password_reset_tokens for each row execute function refuse_reset_token()`);
    try {
      await t.agent.post('/api/auth/forgot-password').send({ email: 'pat@example.com' }).expect(500);
      expect(await t.database.db.select().from(outbox)).toEqual([]);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_reset_token on password_reset_tokens`);
      await t.database.db.execute(sql`drop function refuse_reset_token`);
    }

    const answer = await requestLink();
    expect(resetLinkIn(await smtp.waitForMail('pat@example.com'))).toBe(answer.resetUrl);
    expect(smtp.messages).toHaveLength(1);
    // The sender marks the row after the server accepted it.
    await expect
      .poll(() => t.database.db.select().from(outbox))
      .toMatchObject([{ kind: 'password_reset', toAddress: 'Pat@Example.com', status: 'sent', attempts: 1 }]);
  });

  it('when the link is used, then the new password works, the old one and every older session do not, and a second use is refused', async () => {
    const session = await signIn(t, 'pat', 'old-password');
    await requestLink();
    const link = resetLinkIn(await smtp.waitForMail('pat@example.com'))!;

    const res = await reset(tokenOf(link)).expect(200);
    expect(res.body).toEqual({ message: 'Your password has been reset. Please sign in with your new password.' });

    await t.agent.get('/api/auth/me').set('Cookie', session).expect(401);
    await t.agent.post('/api/auth/login').send({ username: 'pat', password: 'old-password' }).expect(401);
    await signIn(t, 'pat', 'new-password');

    const again = await reset(tokenOf(link), 'third-password').expect(400);
    expect(again.body).toEqual(INVALID_LINK);
    await signIn(t, 'pat', 'new-password');
  });

  it('when a reset succeeds, then the other outstanding links of that user stop working', async () => {
    const first = tokenOf((await requestLink()).resetUrl!);
    const second = tokenOf((await requestLink()).resetUrl!);
    await reset(second).expect(200);
    await reset(first, 'other-password').expect(400, INVALID_LINK);
  });

  it('when the link is used after 1 hour, then it is refused', async () => {
    const token = tokenOf((await requestLink()).resetUrl!);
    clock.advance(60 * 60 * 1000 + 1000);
    await reset(token).expect(400, INVALID_LINK);
    await signIn(t, 'pat', 'old-password');
  });

  it('when the link is used just before the hour is up, then it works', async () => {
    const token = tokenOf((await requestLink()).resetUrl!);
    clock.advance(59 * 60 * 1000);
    await reset(token).expect(200);
  });

  it('when 20 requests use one token at once, then exactly one succeeds', async () => {
    const token = tokenOf((await requestLink()).resetUrl!);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => reset(token, `password-${i}`)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(19);
    const winner = statuses.indexOf(200);
    await signIn(t, 'pat', `password-${winner}`);
  });

  it('when the token is unknown or the passwords do not match, then it answers 400 and nothing changes', async () => {
    await reset('not-a-real-token').expect(400, INVALID_LINK);
    const token = tokenOf((await requestLink()).resetUrl!);
    const mismatch = await t.agent
      .post('/api/auth/reset-password')
      .send({ token, password: 'new-password', confirmPassword: 'other-password' })
      .expect(400);
    expect(mismatch.body.fieldErrors).toEqual({ confirmPassword: ["Passwords don't match"] });
    const [stored] = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.token, hashResetToken(token)));
    expect(stored!.isUsed).toBe(false);
  });

  it('when the email is not valid, then it answers 400 with the message', async () => {
    const res = await t.agent.post('/api/auth/forgot-password').send({ email: 'nope' }).expect(400);
    expect(res.body.fieldErrors).toEqual({ email: ['Please enter a valid email address'] });
  });

  it('when the same address asks more than 5 times in an hour, then it answers 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) await requestLink('someone@example.com');
    const res = await t.agent.post('/api/auth/forgot-password').send({ email: 'Someone@example.com' }).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body).toEqual({ message: 'Too many requests. Please try again later.' });
    await requestLink('pat@example.com');
  });
});

describe('password reset in production', () => {
  it('when the email is unknown or known, then the answer is the same and carries no link', async () => {
    const smtp = await startTestSmtpServer();
    const t = await createTestApp({
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-production-secret-of-at-least-32-chars!!',
      SMTP_URL: smtp.url,
    });
    try {
      await createUser(t, { username: 'pat', password: 'old-password', email: 'pat@example.com' });
      const known = await t.agent.post('/api/auth/forgot-password').send({ email: 'pat@example.com' }).expect(200);
      const unknown = await t.agent.post('/api/auth/forgot-password').send({ email: 'nobody@example.com' }).expect(200);
      expect(known.body).toEqual(SAME_ANSWER);
      expect(unknown.body).toEqual(SAME_ANSWER);
      expect(resetLinkIn(await smtp.waitForMail('pat@example.com'))).toMatch(/token=/);
      await expect(smtp.waitForMail('nobody@example.com', 500)).rejects.toThrow(/No email/);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
