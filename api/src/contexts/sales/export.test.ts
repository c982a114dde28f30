import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProvider, createPurchase, createLead, createSoldLead, createTeamMember, type TestUser } from '../../test/factories';
import { cookieFor } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLeadPurchasesRepository } from './lead-purchases-repository';

const COLUMNS =
  'Customer Name,Customer Phone,Customer Email,Customer Address,Vehicle Make,Vehicle Model,Vehicle Year,Vehicle Registration,' +
  'Sales Stage,Sales Notes,Customer Payment Amount,Amount Paid for Lead,Payment Status,Purchased Date,Called Date,Booked In Date,' +
  'Safety Check Date,Invoice Paid Date,Finalised Date,Urgency,Travel Distance,Preferred Location,Budget Concern,Previous Experience,' +
  'Specific Requests,Lead Score';

describe('GET /api/lead-purchases/export.csv', () => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createProvider(t);
  });
  afterAll(() => t.close());

  it('when the owner exports, then the file has the spec’s columns in order and every cell escaped and neutralised', async () => {
    const lead = await createLead(t, {
      status: 'sold',
      customerName: '=HYPERLINK("http://evil.example","click")',
      customerPhone: '+61 412 345 678',
      customerAddress: '12 George St, Parramatta NSW 2150',
      specialRequests: 'Line one\r\nLine "two"',
      motorcycleYear: 2021,
      leadScore: 7,
    });
    await createPurchase(t, {
      lead,
      buyer: owner,
      salesNotes: '@SUM(A1)',
      salesStage: 'called',
      calledAt: new Date('2030-03-04T23:30:00Z'),
      purchasedAt: new Date('2030-03-04T01:02:00Z'),
    });
    await createSoldLead(t, await createProvider(t), { customerName: 'Someone Else' });

    const res = await t.agent.get('/api/lead-purchases/export.csv').set('Cookie', await cookieFor(t, owner)).expect(200);

    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="lead-purchases-backup-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.text.split('\r\n');
    expect(lines[0]).toBe(COLUMNS);
    expect(res.text).not.toContain('Someone Else');
    expect(res.text).toBe(
      `${COLUMNS}\r\n` +
        // The phone in the national format people read (plain phones and amounts stay as they are: csv-writer.test.ts).
        `"'=HYPERLINK(""http://evil.example"",""click"")",0412 345 678,olivia.harper@example.com,"12 George St, Parramatta NSW 2150",` +
        `Kawasaki,Ninja 400,2021,,called,'@SUM(A1),,25.00,completed,2030-03-04 12:02,2030-03-05 10:30,,,,,,,,,,` +
        `"Line one\r\nLine ""two""",7\r\n`,
    );
  });

  it('when a lead moved back a stage, then the export shows only the dates of the stages it holds; Delivered fills Safety Check Date', async () => {
    const provider = await createProvider(t);
    const cookie = await cookieFor(t, provider);
    const { purchase } = await createSoldLead(t, provider);
    for (const salesStage of ['called', 'delivered', 'invoice_paid', 'finalised', 'purchased', 'delivered']) {
      await t.agent.patch(`/api/lead-purchases/${purchase.id}/sales-stage`).set('Cookie', cookie).send({ salesStage }).expect(200);
    }

    const res = await t.agent.get('/api/lead-purchases/export.csv').set('Cookie', cookie).expect(200);
    const header = res.text.split('\r\n')[0]!.split(',');
    // Commas outside quotes split the cells (the address is quoted).
    const row = res.text.split('\r\n')[1]!.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    const cell = (title: string) => row[header.indexOf(title)];
    expect(cell('Sales Stage')).toBe('delivered');
    expect(cell('Called Date')).toBe('');
    expect(cell('Safety Check Date')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(cell('Invoice Paid Date')).toBe('');
    expect(cell('Finalised Date')).toBe('');
  });

  // 100,000 purchases stream in constant memory (ADR 0048; bench/scale-reads.mjs measures the RSS): the file goes out
  // page by page as it is read, and the pages meet without losing or repeating a purchase.
  it('when the owner exports, then every purchase is in the file once, newest first, read page by page', async () => {
    const provider = await createProvider(t);
    const sameTime = new Date('2030-05-01T10:00:00.123456Z');
    for (let i = 0; i < 5; i += 1) {
      await createPurchase(t, { lead: await createLead(t, { status: 'sold', customerName: `Rider ${i}` }), buyer: provider, purchasedAt: sameTime });
    }
    await createPurchase(t, { lead: await createLead(t, { status: 'sold', customerName: 'Rider newest' }), buyer: provider, purchasedAt: new Date('2030-06-01T00:00:00Z') });

    const res = await t.agent.get('/api/lead-purchases/export.csv').set('Cookie', await cookieFor(t, provider)).expect(200);
    const names = res.text.split('\r\n').slice(1, -1).map((line) => line.split(',')[0]);
    expect(names).toEqual(['Rider newest', 'Rider 4', 'Rider 3', 'Rider 2', 'Rider 1', 'Rider 0']);

    // Pages of 2 over 6 purchases, 5 of them at the same microsecond: each purchase once, in the list's order.
    const repository = createLeadPurchasesRepository(t.database.db, t.jobs);
    const pages = [];
    for await (const page of repository.pages(provider.id, { includeArchived: true }, 2)) pages.push(page.map((p) => p.customerName));
    expect(pages).toEqual([['Rider newest', 'Rider 4'], ['Rider 3', 'Rider 2'], ['Rider 1', 'Rider 0']]);
    expect((await repository.list(provider.id, { includeArchived: true })).map((p) => p.customerName)).toEqual(pages.flat());
  });

  it('when a team member, another role or nobody asks, then it is refused', async () => {
    await t.agent.get('/api/lead-purchases/export.csv').set('Cookie', await cookieFor(t, await createTeamMember(t, owner))).expect(403);
    await t.agent.get('/api/lead-purchases/export.csv').expect(401);
  });
});
