import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInSydney, type PerformanceFigures, type PerformanceReport } from '@motohaul/contracts';
import { leadClaims } from '../../db/schema';
import { createLead, createProvider, createUser, createPurchase, createTeamMember, type TestUser } from '../../test/factories';
import { cookieFor } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PERFORMANCE_COLUMNS } from './performance-router';

const zero: PerformanceFigures = {
  bought: 0,
  booked: 0,
  paid: 0,
  finalised: 0,
  spend: '0.00',
  credits: '0.00',
  netSpend: '0.00',
  revenue: '0.00',
  bookedRate: null,
  paidRate: null,
  finalisedRate: null,
  costPerBooked: null,
};

describe('GET /api/performance and /api/performance/export.csv', () => {
  let t: TestApp;
  let owner: TestUser;
  let cookie: string;
  const RANGE = '?from=2030-01-01&to=2030-04-30';

  async function buy(buyer: { id: number }, values: Parameters<typeof createPurchase>[1] extends infer O ? Omit<O & object, 'lead' | 'buyer'> : never) {
    const lead = await createLead(t, { status: 'sold' });
    return createPurchase(t, { lead, buyer, ...values });
  }

  async function approvedClaim(purchase: { id: number; leadId: number; buyerId: number }, values: Partial<typeof leadClaims.$inferInsert>) {
    await t.database.db.insert(leadClaims).values({
      purchaseId: purchase.id,
      leadId: purchase.leadId,
      buyerId: purchase.buyerId,
      reason: 'unreachable',
      note: 'No answer after three calls',
      status: 'approved',
      creditedAmount: '25.00',
      creditKind: 'credit',
      decidedAt: new Date('2030-03-10T02:00:00Z'),
      ...values,
    });
  }

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createProvider(t);
    cookie = await cookieFor(t, owner);
    // January (Sydney): one finalised job with its payment, one booked.
    await buy(owner, {
      purchasedAt: new Date('2030-01-10T00:00:00Z'),
      salesStage: 'finalised',
      bookedInAt: new Date('2030-01-11T00:00:00Z'),
      invoicePaidAt: new Date('2030-01-12T00:00:00Z'),
      finalisedAt: new Date('2030-01-13T00:00:00Z'),
      customerPaymentAmount: '400.00',
    });
    const bookedInJanuary = await buy(owner, {
      purchasedAt: new Date('2030-01-20T00:00:00Z'),
      amountPaid: '20.00',
      salesStage: 'booked_in',
      bookedInAt: new Date('2030-01-21T00:00:00Z'),
    });
    // 31 January 14:30 UTC is 1 February 01:30 in Sydney: February's.
    await buy(owner, { purchasedAt: new Date('2030-01-31T14:30:00Z') });
    // March: archived, partly paid by credit, moved straight to Invoice Paid (no Booked In date: still booked).
    await buy(owner, {
      purchasedAt: new Date('2030-03-05T00:00:00Z'),
      amountPaid: '22.50',
      creditApplied: '2.50',
      salesStage: 'invoice_paid',
      invoicePaidAt: new Date('2030-03-06T00:00:00Z'),
      customerPaymentAmount: '300.00',
      isArchived: true,
    });
    // A manual lead (the provider's own, ADR 0006) was not bought: left out, whatever its stage and amount.
    await createPurchase(t, {
      lead: await createLead(t, { status: 'sold', createdById: owner.id }),
      buyer: owner,
      purchasedAt: new Date('2030-01-25T00:00:00Z'),
      finalisedAt: new Date('2030-01-26T00:00:00Z'),
      customerPaymentAmount: '900.00',
    });
    // 31 December 23:30 in Sydney: before the range.
    const december = await buy(owner, { purchasedAt: new Date('2029-12-31T12:30:00Z') });
    // A claim approved in March (Sydney) credits March; pending and rejected claims credit nothing.
    await approvedClaim(bookedInJanuary, {});
    await approvedClaim(december, { status: 'pending', creditedAmount: null, creditKind: null, decidedAt: null });
    const rejected = await buy(owner, { purchasedAt: new Date('2031-06-01T00:00:00Z') });
    await approvedClaim(rejected, { status: 'rejected', creditedAmount: null, creditKind: null, decidedAt: new Date('2030-02-01T00:00:00Z') });
    // Another provider's purchase and approved claim, in the range.
    const other = await createProvider(t);
    const theirs = await buy(other, { purchasedAt: new Date('2030-01-15T00:00:00Z'), bookedInAt: new Date('2030-01-16T00:00:00Z') });
    await approvedClaim(theirs, { decidedAt: new Date('2030-01-16T00:00:00Z') });
  });
  afterAll(() => t.close());

  it('when the owner asks for a range, then each Sydney month has its figures (quiet months as zeros) and the totals', async () => {
    const res = await t.agent.get(`/api/performance${RANGE}`).set('Cookie', cookie).expect(200);
    const report = res.body as PerformanceReport;
    expect(report.from).toBe('2030-01-01');
    expect(report.to).toBe('2030-04-30');
    expect(report.months).toEqual([
      {
        month: '2030-01',
        bought: 2,
        booked: 2,
        paid: 1,
        finalised: 1,
        spend: '45.00',
        credits: '0.00',
        netSpend: '45.00',
        revenue: '400.00',
        bookedRate: '100.0',
        paidRate: '50.0',
        finalisedRate: '100.0',
        costPerBooked: '22.50',
      },
      { ...zero, month: '2030-02', bought: 1, spend: '25.00', netSpend: '25.00', bookedRate: '0.0' },
      {
        month: '2030-03',
        bought: 1,
        booked: 1,
        paid: 1,
        finalised: 0,
        spend: '25.00',
        credits: '25.00',
        netSpend: '0.00',
        revenue: '300.00',
        bookedRate: '100.0',
        paidRate: '100.0',
        finalisedRate: '0.0',
        costPerBooked: '0.00',
      },
      { ...zero, month: '2030-04' },
    ]);
    expect(report.totals).toEqual({
      bought: 4,
      booked: 3,
      paid: 2,
      finalised: 1,
      spend: '95.00',
      credits: '25.00',
      netSpend: '70.00',
      revenue: '700.00',
      bookedRate: '75.0',
      paidRate: '66.7',
      finalisedRate: '50.0',
      costPerBooked: '23.33',
    });
  });

  it('when the owner exports the range, then the CSV holds exactly the JSON figures, a row per month and the total', async () => {
    const report = (await t.agent.get(`/api/performance${RANGE}`).set('Cookie', cookie).expect(200)).body as PerformanceReport;
    const res = await t.agent.get(`/api/performance/export.csv${RANGE}`).set('Cookie', cookie).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="performance-2030-01-01-to-2030-04-30.csv"');
    const cells = (figures: PerformanceFigures) => PERFORMANCE_COLUMNS.map(([, cell]) => String(cell(figures) ?? ''));
    const expected = [
      ['Month', ...PERFORMANCE_COLUMNS.map(([title]) => title)],
      ...report.months.map((month) => [month.month, ...cells(month)]),
      ['Total', ...cells(report.totals)],
    ];
    expect(res.text).toBe(expected.map((row) => `${row.join(',')}\r\n`).join(''));
    expect(res.text.split('\r\n')[1]).toBe('2030-01,2,2,1,1,45.00,0.00,45.00,400.00,100.0,50.0,100.0,22.50');
    expect(res.text.split('\r\n')[5]).toBe('Total,4,3,2,1,95.00,25.00,70.00,700.00,75.0,66.7,50.0,23.33');
  });

  it('when no range is given, then it runs from the first purchase’s Sydney day to today', async () => {
    const report = (await t.agent.get('/api/performance').set('Cookie', cookie).expect(200)).body as PerformanceReport;
    expect(report.from).toBe('2029-12-31');
    // The 2031 purchase is in the future of today only if today is before it; the report ends today either way.
    expect(report.to).toBe(todayInSydney() > '2029-12-31' ? todayInSydney() : '2029-12-31');
    expect(report.months[0]!.month).toBe('2029-12');
    expect(report.months[0]!.bought).toBe(1);
  });

  it('when a paid lead is moved back to Called or Declined, then its payment amount no longer counts as revenue', async () => {
    const provider = await createProvider(t);
    const theirCookie = await cookieFor(t, provider);
    const purchase = await buy(provider, { purchasedAt: new Date('2030-02-10T00:00:00Z') });
    const declined = await buy(provider, { purchasedAt: new Date('2030-02-11T00:00:00Z') });
    const move = (id: number, body: object) =>
      t.agent.patch(`/api/lead-purchases/${id}/sales-stage`).set('Cookie', theirCookie).send(body).expect(200);
    const revenue = async () => ((await t.agent.get(`/api/performance${RANGE}`).set('Cookie', theirCookie).expect(200)).body as PerformanceReport).totals.revenue;
    await move(purchase.id, { salesStage: 'invoice_paid', customerPaymentAmount: '480.00' });
    await move(declined.id, { salesStage: 'finalised', customerPaymentAmount: '120.00' });
    expect(await revenue()).toBe('600.00');
    await move(purchase.id, { salesStage: 'called' });
    await move(declined.id, { salesStage: 'declined' });
    expect(await revenue()).toBe('0.00');
    // Moved forward again, the amount it kept counts again.
    await move(purchase.id, { salesStage: 'invoice_paid' });
    expect(await revenue()).toBe('480.00');
  });

  it('when a provider has bought nothing, then the report is this month with zeros', async () => {
    const fresh = await createProvider(t);
    const report = (await t.agent.get('/api/performance').set('Cookie', await cookieFor(t, fresh)).expect(200)).body as PerformanceReport;
    expect(report.from).toBe(todayInSydney());
    expect(report.months).toEqual([{ ...zero, month: todayInSydney().slice(0, 7) }]);
    expect(report.totals).toEqual(zero);
  });

  it.each([
    ['from=2030-02-30', 'from'],
    ['from=yesterday', 'from'],
    ['to=2030-13-01', 'to'],
    ['from=2030-05-01&to=2030-04-01', 'to'],
    ['from=2020-01-01&to=2030-01-01', 'to'],
    ['from=2030-01-01&from=2030-02-01', 'from'],
  ])('when the query is %s, then it is a 400 naming %s', async (query, field) => {
    for (const path of ['/api/performance', '/api/performance/export.csv']) {
      const res = await t.agent.get(`${path}?${query}`).set('Cookie', cookie).expect(400);
      expect(res.body.message).toEqual(expect.any(String));
      expect(Object.keys(res.body.fieldErrors ?? {})).toContain(field);
    }
  });

  it('when a team member, a customer or nobody asks, then it is refused (403, 403, 401)', async () => {
    const member = await cookieFor(t, await createTeamMember(t, owner));
    const customer = await cookieFor(t, await createUser(t, { userType: 'customer' }));
    for (const path of ['/api/performance', '/api/performance/export.csv']) {
      await t.agent.get(path).set('Cookie', member).expect(403);
      await t.agent.get(path).set('Cookie', customer).expect(403);
      await t.agent.get(path).expect(401);
    }
  });
});
