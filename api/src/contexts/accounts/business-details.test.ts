import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import type { Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABN_CHECKSUM_MESSAGE, CERTIFICATE_TOO_LARGE, CERTIFICATE_WRONG_TYPE } from '@motohaul/contracts';
import { adminAuditLog, businessDetails, outbox, users } from '../../db/schema';
import { createLead, createProvider, createSoldLead, createTeamMember, type TestUser } from '../../test/factories';
import { cookieFor, signedInAdmin } from '../../test/sign-in';
import { startS3TestServer, type S3TestServer } from '../../test/s3-test-server';
import { controlledClock, createTestApp, type TestApp } from '../../test/test-app';
import { issueAdminToken } from './admin-token';
import { queueInsuranceNotices } from './insurance-notices';

// Issue 28 items 1-4 (ADR 0055): the owner's business page, the certificate's type and size told from its bytes, who
// may read it, the admin's decision, the badges computed from the approved expiry, the insurance notices, and the
// live-mode refusal to sell leads to a provider who is not verified and insured.

const DAY_MS = 24 * 60 * 60 * 1000;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);

const details = (overrides: Record<string, string> = {}) => ({
  companyName: 'Harbour Moto Transport Pty Ltd',
  businessAddress: '4 Wharf Road, Balmain NSW 2041',
  licenseNumber: 'MC-20931',
  abn: '51 824 753 556',
  insurer: 'Allianz',
  policyNumber: 'POL-778812',
  coverAmount: '20000000',
  insuranceExpiresOn: '2025-07-01',
  ...overrides,
});
const purchaseForm = { buyerName: 'Casey Provider', buyerEmail: 'casey@example.com', buyerPhone: '0400 111 222', buyerCompany: 'Harbour Moto' };

async function withDataDir(vars: Record<string, string>, clock?: () => Date) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'business-'));
  const t = await createTestApp({ DATA_DIR: dataDir, ALLOW_FALLBACK_PURCHASE: 'true', ...vars }, { clock });
  return { t, close: async () => { await t.close(); await rm(dataDir, { recursive: true, force: true }); } };
}

/** A provider who saved the page and uploaded a certificate (pending review). */
async function submitted(t: TestApp, overrides: Record<string, string> = {}) {
  const provider = await createProvider(t);
  const cookie = await cookieFor(t, provider);
  await t.agent.put('/api/business').set('Cookie', cookie).send(details(overrides)).expect(200);
  await t.agent.put('/api/business/certificate').set('Cookie', cookie).set('Content-Type', 'application/octet-stream').send(PNG).expect(200);
  return { provider, cookie };
}

describe('the business page and its review (demo mode)', () => {
  const clock = controlledClock(new Date('2025-06-01T00:00:00Z')); // 10 am, 1 June 2025 in Sydney
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, close } = await withDataDir({ APP_MODE: 'demo' }, clock.now));
  });
  afterAll(() => close());

  it('when an ABN fails its checksum, then it answers 400 with the reason on the field and stores nothing', async () => {
    const provider = await createProvider(t);
    const res = await t.agent.put('/api/business').set('Cookie', await cookieFor(t, provider)).send(details({ abn: '51 824 753 557' }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: ABN_CHECKSUM_MESSAGE, fieldErrors: { abn: [ABN_CHECKSUM_MESSAGE] } });
    expect(await t.database.db.select().from(businessDetails).where(eq(businessDetails.userId, provider.id))).toEqual([]);
  });

  it('when an ABN has not 11 digits, then the field says so', async () => {
    const provider = await createProvider(t);
    const res = await t.agent.put('/api/business').set('Cookie', await cookieFor(t, provider)).send(details({ abn: '1234' }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.abn).toEqual(['An ABN has 11 digits']);
  });

  it('when a valid ABN is saved, then the page answers the details pending review, no badges yet', async () => {
    const provider = await createProvider(t);
    const res = await t.agent.put('/api/business').set('Cookie', await cookieFor(t, provider)).send(details());
    expect(res.status).toBe(200);
    expect(res.body.details).toMatchObject({ abn: '51824753556', coverAmount: 20000000, insuranceExpiresOn: '2025-07-01', status: 'pending' });
    expect(res.body).toMatchObject({ badges: { verified: false, insured: false }, missing: ['verification', 'insurance'], mayBuyLeads: true });
    const [row] = await t.database.db.select({ companyName: users.companyName, licenseNumber: users.licenseNumber }).from(users).where(eq(users.id, provider.id));
    expect(row).toEqual({ companyName: 'Harbour Moto Transport Pty Ltd', licenseNumber: 'MC-20931' });
  });

  it.each([
    ['a PDF', PDF, 'application/pdf'],
    ['a PNG', PNG, 'image/png'],
    ['a JPEG', JPEG, 'image/jpeg'],
  ])('when %s is uploaded, then its type is told from its bytes and the owner reads it back', async (_name, bytes, type) => {
    const provider = await createProvider(t);
    const cookie = await cookieFor(t, provider);
    await t.agent.put('/api/business').set('Cookie', cookie).send(details()).expect(200);
    const res = await t.agent.put('/api/business/certificate').set('Cookie', cookie).set('Content-Type', 'application/octet-stream').send(bytes);
    expect(res.status).toBe(200);
    expect(res.body.certificate).toMatchObject({ type, size: bytes.length });
    const read = await t.agent.get('/api/business/certificate').set('Cookie', cookie).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(read.status).toBe(200);
    expect(read.headers['content-type']).toBe(type);
    expect(read.body).toEqual(bytes);
  });

  it('when a text file comes in (whatever its name), then it answers 415 and keeps nothing', async () => {
    const provider = await createProvider(t);
    const cookie = await cookieFor(t, provider);
    await t.agent.put('/api/business').set('Cookie', cookie).send(details()).expect(200);
    const res = await t.agent
      .put('/api/business/certificate')
      .set('Cookie', cookie)
      .set('Content-Type', 'application/octet-stream')
      .send(Buffer.from('This is certificate.pdf, honestly'));
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: CERTIFICATE_WRONG_TYPE });
    const [row] = await t.database.db.select({ key: businessDetails.certificateKey }).from(businessDetails).where(eq(businessDetails.userId, provider.id));
    expect(row?.key).toBeNull();
  });

  it('when a certificate is over 5 MB, then it answers 413 saying the limit', async () => {
    const provider = await createProvider(t);
    const cookie = await cookieFor(t, provider);
    await t.agent.put('/api/business').set('Cookie', cookie).send(details()).expect(200);
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await t.agent.put('/api/business/certificate').set('Cookie', cookie).set('Content-Type', 'application/octet-stream').send(big);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: CERTIFICATE_TOO_LARGE });
  });

  it('when a certificate is replaced, then the old file is deleted, so one provider keeps one file', async () => {
    const { provider, cookie } = await submitted(t);
    const folder = path.join(t.env.certificates.dir, `provider-${provider.id}`);
    expect(await readdir(folder)).toHaveLength(1);
    await t.agent.put('/api/business/certificate').set('Cookie', cookie).set('Content-Type', 'application/octet-stream').send(PDF).expect(200);
    await t.agent.put('/api/business/certificate').set('Cookie', cookie).set('Content-Type', 'application/octet-stream').send(JPEG).expect(200);
    const [kept] = await readdir(folder);
    expect(await readdir(folder)).toEqual([expect.stringMatching(/\.jpg$/)]);
    const [row] = await t.database.db.select({ key: businessDetails.certificateKey }).from(businessDetails).where(eq(businessDetails.userId, provider.id));
    expect(row?.key).toBe(`provider-${provider.id}/${kept}`);
  });

  it('when a provider uploads more than 10 certificates in an hour, then 429 with Retry-After, before the file is read', async () => {
    const { cookie } = await submitted(t);
    for (let i = 1; i < 10; i += 1) {
      await t.agent.put('/api/business/certificate').set('Cookie', cookie).set('Content-Type', 'application/octet-stream').send(PNG).expect(200);
    }
    const refused = await t.agent.put('/api/business/certificate').set('Cookie', cookie).set('Content-Type', 'application/octet-stream').send(PNG).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('when a team member, another provider or a visitor asks, then no certificate of the owner is read', async () => {
    const { provider, cookie } = await submitted(t);
    const member = await createTeamMember(t, provider);
    const memberCookie = await cookieFor(t, member);
    expect((await t.agent.get('/api/business').set('Cookie', memberCookie)).status).toBe(403);
    expect((await t.agent.get('/api/business/certificate').set('Cookie', memberCookie)).status).toBe(403);
    const other = await createProvider(t);
    expect((await t.agent.get('/api/business/certificate').set('Cookie', await cookieFor(t, other))).status).toBe(404);
    expect((await t.agent.get(`/api/admin/verifications/${provider.id}/certificate`).set('Cookie', cookie)).status).toBe(401);
    expect((await t.agent.get('/api/business/certificate')).status).toBe(401);
  });

  it('when an admin approves, then the provider is Verified and Insured, mailed, and the decision is audited', async () => {
    const { provider, cookie } = await submitted(t);
    const authorization = await adminHeader(t);
    const [admin] = await t.database.db.select().from(users).where(eq(users.userType, 'super_admin'));
    const pending = await t.agent.get('/api/admin/verifications').set('Authorization', authorization).expect(200);
    expect(pending.body).toContainEqual(expect.objectContaining({ providerId: provider.id, abn: '51824753556', certificate: expect.objectContaining({ type: 'image/png' }) }));
    const certificate = await t.agent.get(`/api/admin/verifications/${provider.id}/certificate`).set('Authorization', authorization);
    expect(certificate.status).toBe(200);
    expect(certificate.headers['content-disposition']).toMatch(/^inline/);

    await t.agent.post(`/api/admin/verifications/${provider.id}/approve`).set('Authorization', authorization).expect(204);
    const page = await t.agent.get('/api/business').set('Cookie', cookie).expect(200);
    expect(page.body).toMatchObject({ badges: { verified: true, insured: true }, insuredUntil: '2025-07-01', missing: [] });
    expect(page.body.details.status).toBe('approved');
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, provider.email!));
    expect(mails.map((m) => m.subject)).toEqual(['Your business is verified on MotoHaul']);
    const audit = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, provider.id));
    expect(audit).toEqual([expect.objectContaining({ adminUserId: admin!.id, action: 'provider.verification_approve' })]);
    expect((await t.agent.post(`/api/admin/verifications/${provider.id}/approve`).set('Authorization', authorization)).status).toBe(409);
  });

  it('when an admin rejects with a reason, then the owner is mailed the reason and the page shows it', async () => {
    const { provider, cookie } = await submitted(t);
    const admin = await adminHeader(t);
    const missingReason = await t.agent.post(`/api/admin/verifications/${provider.id}/reject`).set('Authorization', admin).send({ reason: ' ' });
    expect(missingReason.status).toBe(400);
    await t.agent.post(`/api/admin/verifications/${provider.id}/reject`).set('Authorization', admin).send({ reason: 'The certificate names another company' }).expect(204);
    const page = await t.agent.get('/api/business').set('Cookie', cookie).expect(200);
    expect(page.body.details).toMatchObject({ status: 'rejected', rejectionReason: 'The certificate names another company' });
    expect(page.body.badges).toEqual({ verified: false, insured: false });
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, provider.email!));
    expect(mail?.textBody).toContain('The certificate names another company');
    const audit = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, provider.id));
    expect(audit.map((a) => a.action)).toEqual(['provider.verification_reject']);
  });

  it('when an approved provider changes their name, ABN or licence, then both badges go until an admin approves again; a rejection keeps them off', async () => {
    const { provider, cookie } = await submitted(t, { insuranceExpiresOn: '2025-12-31' });
    const admin = await adminHeader(t);
    await t.agent.post(`/api/admin/verifications/${provider.id}/approve`).set('Authorization', admin).expect(204);
    await t.database.db.update(users).set({ serviceLocation: 'Balmain NSW 2041' }).where(eq(users.id, provider.id));
    const inDirectory = async () =>
      ((await t.agent.get('/api/providers/directory?q=Balmain').expect(200)).body.providers as { id: number; companyName: string; verified: boolean; insured: boolean }[]).find((p) => p.id === provider.id);

    expect(await inDirectory()).toMatchObject({ verified: true, insured: true });
    // Issue 45 item 1: renamed, with another ABN and $1 of cover.
    const impersonated = { companyName: 'Totally Different Transport (impersonated)', abn: '53 004 085 616', coverAmount: '1', insuranceExpiresOn: '2025-12-31' };
    await t.agent.put('/api/business').set('Cookie', cookie).send(details(impersonated)).expect(200);
    expect((await t.agent.get('/api/business').set('Cookie', cookie).expect(200)).body.badges).toEqual({ verified: false, insured: false });
    // Not listed at all meanwhile: the directory lists only Verified providers with current insurance (item 2).
    expect(await inDirectory()).toBeUndefined();

    await t.agent.post(`/api/admin/verifications/${provider.id}/reject`).set('Authorization', admin).send({ reason: 'Not the approved business' }).expect(204);
    expect(await inDirectory()).toBeUndefined();
    expect((await t.agent.get('/api/business').set('Cookie', cookie).expect(200)).body.badges).toEqual({ verified: false, insured: false });
  });

  it('when an approved provider changes only their insurance, then Insured goes until it is approved; an address alone keeps both', async () => {
    const { provider, cookie } = await submitted(t, { insuranceExpiresOn: '2025-12-31' });
    const admin = await adminHeader(t);
    await t.agent.post(`/api/admin/verifications/${provider.id}/approve`).set('Authorization', admin).expect(204);
    const badges = async () => (await t.agent.get('/api/business').set('Cookie', cookie).expect(200)).body.badges as { verified: boolean; insured: boolean };

    await t.agent.put('/api/business').set('Cookie', cookie).send(details({ insuranceExpiresOn: '2025-12-31', businessAddress: '9 Darling Street, Balmain NSW 2041' })).expect(200);
    expect(await badges()).toEqual({ verified: true, insured: true });

    await t.agent.put('/api/business').set('Cookie', cookie).send(details({ insuranceExpiresOn: '2025-12-31', businessAddress: '9 Darling Street, Balmain NSW 2041', coverAmount: '1' })).expect(200);
    expect(await badges()).toEqual({ verified: true, insured: false });
    await t.agent.post(`/api/admin/verifications/${provider.id}/approve`).set('Authorization', admin).expect(204);
    expect(await badges()).toEqual({ verified: true, insured: true });

    // A new certificate is new insurance too.
    await t.agent.put('/api/business/certificate').set('Cookie', cookie).set('Content-Type', 'application/octet-stream').send(PDF).expect(200);
    expect(await badges()).toEqual({ verified: true, insured: false });
  });

  it('when the approved expiry date passes, then Insured goes by itself and the notices are sent once each', async () => {
    const { provider, cookie } = await submitted(t, { insuranceExpiresOn: '2025-07-01' });
    await t.agent.post(`/api/admin/verifications/${provider.id}/approve`).set('Authorization', await adminHeader(t)).expect(204);
    const notices = async () =>
      (await t.database.db.select().from(outbox).where(eq(outbox.toAddress, provider.email!))).map((m) => m.subject).filter((s) => !s.includes('verified'));

    expect(await queueInsuranceNotices(t.database.db, t.jobs, '2025-06-01', t.env.publicOrigin)).toBeGreaterThanOrEqual(1);
    expect(await notices()).toEqual(['Your insurance expires in 30 days']);
    await queueInsuranceNotices(t.database.db, t.jobs, '2025-06-02', t.env.publicOrigin);
    expect(await notices()).toHaveLength(1);
    await queueInsuranceNotices(t.database.db, t.jobs, '2025-06-24', t.env.publicOrigin);
    expect(await notices()).toEqual(['Your insurance expires in 30 days', 'Your insurance expires in 7 days']);

    clock.advance(30 * DAY_MS); // 1 July in Sydney: the last insured day
    expect((await t.agent.get('/api/business').set('Cookie', cookie)).body.badges).toEqual({ verified: true, insured: true });
    clock.advance(DAY_MS); // 2 July: expired, with no job having run
    expect((await t.agent.get('/api/business').set('Cookie', cookie)).body.badges).toEqual({ verified: true, insured: false });
    await queueInsuranceNotices(t.database.db, t.jobs, '2025-07-02', t.env.publicOrigin);
    await queueInsuranceNotices(t.database.db, t.jobs, '2025-07-03', t.env.publicOrigin);
    expect(await notices()).toEqual(['Your insurance expires in 30 days', 'Your insurance expires in 7 days', 'Your insurance has expired']);
    clock.advance(-31 * DAY_MS);
  });

  it('when a new provider buys in demo mode, then the purchase goes through', async () => {
    const provider = await createProvider(t);
    const lead = await createLead(t);
    const res = await t.agent.post(`/api/leads/${lead.id}/purchase`).set('Cookie', await cookieFor(t, provider)).send(purchaseForm);
    expect(res.status).toBe(201);
  });

  it("when a verified provider has bought a rider's request, then the status page and the directory show the badges", async () => {
    const { provider } = await submitted(t);
    await t.agent.post(`/api/admin/verifications/${provider.id}/approve`).set('Authorization', await adminHeader(t)).expect(204);
    await createSoldLead(t, provider, { statusToken: 'b'.repeat(32) });
    const status = await t.agent.get(`/api/quote-status/${'b'.repeat(32)}`).expect(200);
    expect(status.body.provider).toMatchObject({ verified: true, insured: true });
    await t.database.db.update(users).set({ serviceLocation: 'Balmain NSW 2041' }).where(eq(users.id, provider.id));
    const directory = await t.agent.get('/api/providers/directory?q=Balmain').expect(200);
    expect(directory.body.providers).toContainEqual(expect.objectContaining({ id: provider.id, verified: true, insured: true }));
  });
});

/** The admin token header of the app's one super admin (made on first use). */
async function adminHeader(t: TestApp): Promise<string> {
  const [admin] = await t.database.db.select().from(users).where(eq(users.userType, 'super_admin'));
  if (admin) return `Bearer ${await issueAdminToken(admin, t.env.sessionSecret)}`;
  return (await signedInAdmin(t)).authorization;
}

describe('buying leads in live mode', () => {
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, close } = await withDataDir({ APP_MODE: 'live' }));
  });
  afterAll(() => close());

  const buy = async (provider: TestUser) =>
    t.agent.post(`/api/leads/${(await createLead(t)).id}/purchase`).set('Cookie', await cookieFor(t, provider)).send(purchaseForm);

  it('when a provider is neither verified nor insured, then the purchase and the card payment are refused saying what is missing', async () => {
    const provider = await createProvider(t);
    const res = await buy(provider);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/approved by an admin \('Verified'\) and current insurance approved by an admin \('Insured'\)/);
    expect(res.body.message).toContain('/dashboard/business');
    const intent = await t.agent.post('/api/create-payment-intent').set('Cookie', await cookieFor(t, provider)).send({ leadId: 1, amount: 2500 });
    expect(intent.status).toBe(403);
  });

  it('when the approved insurance has expired, then only the insurance is named missing', async () => {
    const { provider } = await submitted(t, { insuranceExpiresOn: '2020-01-31' });
    await t.agent.post(`/api/admin/verifications/${provider.id}/approve`).set('Authorization', await adminHeader(t)).expect(204);
    const res = await buy(provider);
    expect(res.status).toBe(403);
    expect(res.body.message).toContain("You still need current insurance approved by an admin ('Insured')");
  });

  it('when a provider is verified with current insurance, then they buy', async () => {
    const { provider } = await submitted(t, { insuranceExpiresOn: '2999-12-31' });
    await t.agent.post(`/api/admin/verifications/${provider.id}/approve`).set('Authorization', await adminHeader(t)).expect(204);
    expect((await buy(provider)).status).toBe(201);
  });
});

describe('certificates in an S3-compatible bucket (S3_BUCKET set): two API apps on one database (ADR 0076)', () => {
  let s3: S3TestServer;
  let a: TestApp;
  let b: TestApp;
  const closes: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    s3 = await startS3TestServer();
    // Each app has a DATA_DIR of its own, as two machines have: they share only the database and the bucket. Both are
    // opened before anything is written (opening a test database empties it).
    const first = await withDataDir(s3.env);
    const second = await withDataDir(s3.env);
    closes.push(first.close, second.close);
    [a, b] = [first.t, second.t];
  });
  afterAll(async () => {
    for (const close of closes) await close();
    await s3.stop();
  });

  const bytesOf = (res: Test) =>
    res.buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });

  it('when the owner uploads through one app, then the object is in the bucket and the other app serves it to the owner and an admin only', async () => {
    const { provider, cookie } = await submitted(a);
    const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    expect(listed.Contents?.map((object) => object.Key)).toEqual([expect.stringMatching(new RegExp(`^provider-${provider.id}/[a-f0-9-]+\\.png$`))]);
    const byOwner = await bytesOf(b.agent.get('/api/business/certificate').set('Cookie', cookie));
    expect(byOwner.status).toBe(200);
    expect(byOwner.body).toEqual(PNG);
    const byAdmin = await bytesOf(b.agent.get(`/api/admin/verifications/${provider.id}/certificate`).set('Authorization', await adminHeader(b)));
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toEqual(PNG);
    expect((await b.agent.get('/api/business/certificate').set('Cookie', await cookieFor(b, await createTeamMember(b, provider)))).status).toBe(403);
  });
});
