import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_SORT_COLUMNS, type HistorySortColumn, type PipelinePage, type PipelineSummary, type PurchasedLead, type SalesStage } from '@motohaul/contracts';
import { leadClaims, type leadPurchases, type leads } from '../../db/schema';
import { createLead, createProvider, createPurchase, createTeamMember, createUser, type TestUser } from '../../test/factories';
import { cookieFor } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

// The Sales Pipeline a page at a time (spec §2.8, ADR 0069): GET /api/my-purchased-leads/summary counts every tab,
// GET /api/my-purchased-leads/page reads one tab's page, each exactly as the dashboard counted and sorted the whole list.

describe('the pipeline, a page at a time', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  type PurchaseValues = Partial<typeof leadPurchases.$inferInsert>;
  type LeadValues = Partial<typeof leads.$inferInsert>;

  /** A lead sold to `buyer`, bought at `purchasedAt` (ISO), with the purchase's and the lead's own values. */
  const buy = async (buyer: TestUser, purchasedAt: string, purchase: PurchaseValues = {}, lead: LeadValues = {}) =>
    createPurchase(t, { lead: await createLead(t, { status: 'sold', ...lead }), buyer, purchasedAt: new Date(purchasedAt), ...purchase });
  const read = async <T>(user: TestUser, path: string) => (await t.agent.get(path).set('Cookie', await cookieFor(t, user)).expect(200)).body as T;
  const summary = (user: TestUser, query = '') => read<PipelineSummary>(user, `/api/my-purchased-leads/summary${query}`);
  const page = (user: TestUser, query: string) => read<PipelinePage>(user, `/api/my-purchased-leads/page?${query}`);
  const idsOf = async (user: TestUser, query: string) => (await page(user, query)).items.map((item) => item.id);
  const noTabs = { purchased: 0, called: 0, booked_in: 0, picked_up: 0, in_transit: 0, delivered: 0, paid: 0, declined: 0, finalised: 0, archived: 0 };

  it('when the tabs are counted, then each stage tab counts its purchases not archived, Archived the archived ones, and History all of them with their amount', async () => {
    const owner = await createProvider(t);
    const member = await createTeamMember(t, owner);
    const rival = await createProvider(t);
    const at = '2026-02-01T00:00:00Z';
    // 'accepted_lead' and a stage the dashboard does not know are Purchased (spec §4).
    for (const salesStage of ['purchased', 'accepted_lead', 'mystery', 'called', 'booked_in', 'delivered', 'invoice_paid', 'declined', 'finalised']) {
      await buy(owner, at, { salesStage: salesStage as SalesStage, amountPaid: '22.50' });
    }
    await buy(owner, at, { salesStage: 'invoice_paid', invoicePaidAt: new Date(at), amountPaid: '0.00' });
    await buy(owner, at, { salesStage: 'called', isArchived: true, archivedAt: new Date(at), amountPaid: '20.00' });
    await buy(owner, at, { isArchived: true, amountPaid: '25.00' });
    await buy(rival, at, { salesStage: 'called' });

    const expected: PipelineSummary = {
      tabs: { purchased: 3, called: 1, booked_in: 1, picked_up: 0, in_transit: 0, delivered: 1, paid: 2, declined: 1, finalised: 1, archived: 2 },
      history: { count: 12, amount: 9 * 22.5 + 20 + 25 },
      active: 10,
    };
    expect(await summary(owner)).toEqual(expected);
    expect(await summary(member)).toEqual(expected);
    // A range needs both days: either blank lets everything pass.
    expect(await summary(owner, '?from=2030-01-01&to=')).toEqual(expected);
    expect(await summary(owner, '?from=2030-01-01&to=2030-01-31')).toEqual({ ...expected, tabs: noTabs });
    expect(await summary(rival)).toEqual({ tabs: { ...noTabs, called: 1 }, history: { count: 1, amount: 25 }, active: 1 });
    expect(await summary(await createProvider(t))).toEqual({ tabs: noTabs, history: { count: 0, amount: 0 }, active: 0 });
  });

  it('when the tabs are counted for a range, then a purchase counts on its Sydney day (Paid on its invoice day), both ends included', async () => {
    const owner = await createProvider(t);
    // 23:30 UTC on the 9th is 10:30 on 10 March in Sydney (AEDT); 12:59:59 UTC on the 10th is 23:59:59 there, 13:00 midnight.
    await buy(owner, '2026-03-09T23:30:00Z');
    await buy(owner, '2026-03-10T12:59:59Z', { salesStage: 'called' });
    await buy(owner, '2026-03-10T13:00:00Z', { salesStage: 'called' });
    await buy(owner, '2026-03-08T12:00:00Z');
    await buy(owner, '2020-01-01T00:00:00Z', { salesStage: 'invoice_paid', invoicePaidAt: new Date('2026-03-10T05:00:00Z') });
    await buy(owner, '2026-03-10T05:00:00Z', { salesStage: 'invoice_paid', invoicePaidAt: null });
    await buy(owner, '2026-03-10T05:00:00Z', { salesStage: 'invoice_paid', invoicePaidAt: new Date('2026-03-20T05:00:00Z') });
    await buy(owner, '2026-03-10T05:00:00Z', { isArchived: true, archivedAt: new Date('2026-04-01T00:00:00Z') });
    await buy(owner, '2026-03-11T05:00:00Z', { isArchived: true, archivedAt: new Date('2026-03-11T06:00:00Z') });

    const all = { count: 9, amount: 9 * 25 };
    expect(await summary(owner, '?from=2026-03-10&to=2026-03-10')).toEqual({
      tabs: { ...noTabs, purchased: 1, called: 1, paid: 1, archived: 1 },
      history: all,
      active: 7,
    });
    expect(await summary(owner, '?from=2026-03-09&to=2026-03-09')).toEqual({ tabs: noTabs, history: all, active: 7 });
    expect(await summary(owner, '?from=2026-03-08&to=2026-03-11')).toEqual({
      tabs: { ...noTabs, purchased: 2, called: 2, paid: 1, archived: 2 },
      history: all,
      active: 7,
    });
    expect((await summary(owner)).tabs).toEqual({ ...noTabs, purchased: 2, called: 2, paid: 3, archived: 2 });
  });

  it('when a stage tab, Paid or Archived is paged, then it comes in the dashboard’s order: newest purchase, newest paid, newest archived first', async () => {
    const owner = await createProvider(t);
    const c1 = await buy(owner, '2026-02-01T10:00:00Z', { salesStage: 'called' });
    const c2 = await buy(owner, '2026-02-03T10:00:00Z', { salesStage: 'called' });
    const c3 = await buy(owner, '2026-02-02T10:00:00Z', { salesStage: 'called' });
    const c4 = await buy(owner, '2026-02-02T10:00:00Z', { salesStage: 'called' });
    const archivedCall = await buy(owner, '2026-02-04T10:00:00Z', { salesStage: 'called', isArchived: true, archivedAt: new Date('2026-02-10T00:00:00Z') });
    expect(await idsOf(owner, 'tab=called')).toEqual([c2.id, c4.id, c3.id, c1.id]);
    expect(await idsOf(owner, 'tab=called&from=2026-02-02&to=2026-02-03')).toEqual([c2.id, c4.id, c3.id]);

    const accepted = await buy(owner, '2026-02-01T00:00:00Z', { salesStage: 'accepted_lead' as SalesStage });
    const purchased = await buy(owner, '2026-02-05T00:00:00Z');
    expect(await idsOf(owner, 'tab=purchased')).toEqual([purchased.id, accepted.id]);

    const p1 = await buy(owner, '2026-01-01T00:00:00Z', { salesStage: 'invoice_paid', invoicePaidAt: new Date('2026-02-05T00:00:00Z') });
    const p2 = await buy(owner, '2026-01-02T00:00:00Z', { salesStage: 'invoice_paid', invoicePaidAt: new Date('2026-02-07T00:00:00Z') });
    const p3 = await buy(owner, '2026-03-01T00:00:00Z', { salesStage: 'invoice_paid', invoicePaidAt: null });
    const p4 = await buy(owner, '2026-01-03T00:00:00Z', { salesStage: 'invoice_paid', invoicePaidAt: new Date('2026-02-05T00:00:00Z') });
    expect(await idsOf(owner, 'tab=paid')).toEqual([p2.id, p4.id, p1.id, p3.id]);
    // Paid's range is on the invoice date (4 February in Sydney from 13:00 UTC on the 3rd).
    expect(await idsOf(owner, 'tab=paid&from=2026-02-04&to=2026-02-05')).toEqual([p4.id, p1.id]);

    const a1 = await buy(owner, '2026-01-05T00:00:00Z', { isArchived: true, archivedAt: new Date('2026-02-10T00:00:00Z') });
    const a2 = await buy(owner, '2026-01-04T00:00:00Z', { salesStage: 'finalised', isArchived: true, archivedAt: new Date('2026-02-12T00:00:00Z') });
    const a3 = await buy(owner, '2026-01-06T00:00:00Z', { isArchived: true, archivedAt: null });
    const archived = await page(owner, 'tab=archived');
    // Archived at the same time: the newer purchase first.
    expect(archived.items.map((item) => item.id)).toEqual([a2.id, archivedCall.id, a1.id, a3.id]);
    expect(archived.total).toBe(4);
    // Archived's range is on the purchase date.
    expect(await idsOf(owner, 'tab=archived&from=2026-01-05&to=2026-01-06')).toEqual([a1.id, a3.id]);
  });

  it('when Purchase History is sorted by any column either way, then the order is the dashboard’s (then newest purchase first), archived ones included, each purchase as the full list has it', async () => {
    const owner = await createProvider(t);
    const rows: [string, PurchaseValues, LeadValues, 'approved' | 'pending' | 'rejected' | null][] = [
      ['2026-01-01T00:00:00Z', { amountPaid: '25.00', salesStage: 'called' }, { customerName: 'alice Smith', jobReference: 'MT-300010', motorcycleYear: 2020, motorcycleMake: 'Honda', motorcycleModel: 'CBR500R' }, 'approved'],
      ['2026-01-02T00:00:00Z', { amountPaid: '20.00' }, { customerName: 'Bob', jobReference: 'mt-300003', motorcycleYear: null, motorcycleMake: 'Yamaha', motorcycleModel: 'MT-07', pickupLocation: null, dropoffLocation: 'Penrith NSW 2750' }, 'pending'],
      ['2026-01-02T00:00:00Z', { amountPaid: '20.00', salesStage: 'invoice_paid', isArchived: true }, { customerName: 'bob', jobReference: 'MT-300003', motorcycleYear: 2019, motorcycleMake: 'Ducati', motorcycleModel: '', pickupLocation: '', dropoffLocation: '' }, null],
      ['2026-01-03T00:00:00Z', { amountPaid: '0.00', salesStage: 'declined' }, { customerName: 'Émile', jobReference: 'ab-9', motorcycleMake: 'BMW', motorcycleModel: 'R 1250 GS', pickupLocation: 'zeta', dropoffLocation: null }, 'rejected'],
      ['2026-01-04T00:00:00Z', { amountPaid: '22.50', salesStage: 'Finalised' as SalesStage }, { customerName: 'Zoe', jobReference: 'MT-300001', pickupLocation: 'Albury NSW 2640' }, null],
      ['2026-01-04T00:00:00Z', { amountPaid: '25.00', salesStage: 'booked_in' }, { customerName: 'zoe', jobReference: 'MT-300002', motorcycleMake: 'honda', motorcycleModel: 'cbr500r', motorcycleYear: 2020 }, 'approved'],
    ];
    for (const [purchasedAt, purchase, lead, claim] of rows) {
      const bought = await buy(owner, purchasedAt, purchase, lead);
      if (claim) await t.database.db.insert(leadClaims).values({ purchaseId: bought.id, leadId: bought.leadId, buyerId: owner.id, reason: 'unreachable', note: 'No answer', status: claim });
    }
    await buy(await createProvider(t), '2026-01-05T00:00:00Z');

    // The sort the dashboard ran over the full list (newest purchase first) before it read pages: stable, so ties keep that order.
    const full = await read<PurchasedLead[]>(owner, '/api/my-purchased-leads?includeArchived=true');
    const sortValue = (p: PurchasedLead, column: HistorySortColumn): string | number => {
      switch (column) {
        case 'purchasedAt':
          return new Date(p.purchasedAt).getTime();
        case 'amountPaid':
          return Number.parseFloat(p.amountPaid);
        case 'vehicle':
          return [p.vehicleYear, p.vehicleMake, p.vehicleModel].filter((part) => part !== null && part !== '').join(' ').toLowerCase();
        case 'route':
          return (p.pickupLocation || p.dropoffLocation ? `${p.pickupLocation ?? '?'} → ${p.dropoffLocation ?? '?'}` : '').toLowerCase();
        case 'claim':
          return p.claim?.status ?? '';
        default:
          return (p[column] ?? '').toString().toLowerCase();
      }
    };
    for (const sort of HISTORY_SORT_COLUMNS) {
      for (const direction of ['asc', 'desc'] as const) {
        const factor = direction === 'asc' ? 1 : -1;
        const expected = [...full].sort((a, b) => {
          const [x, y] = [sortValue(a, sort), sortValue(b, sort)];
          return x < y ? -factor : x > y ? factor : 0;
        });
        const answer = await page(owner, `tab=history&sort=${sort}&direction=${direction}&from=2030-01-01&to=2030-01-02`);
        expect(answer.items, `${sort} ${direction}`).toEqual(expected);
        expect(answer.total).toBe(6);
      }
    }
  });

  it('when a tab is read page by page, then each page holds its part of the order and the total is the tab’s', async () => {
    const owner = await createProvider(t);
    const bought = [];
    for (let day = 1; day <= 5; day += 1) bought.push(await buy(owner, `2026-05-0${day}T00:00:00Z`, { salesStage: 'called' }));
    const newestFirst = bought.map((purchase) => purchase.id).reverse();
    expect(await page(owner, 'tab=called&page=2&pageSize=2')).toMatchObject({ items: [{ id: newestFirst[2] }, { id: newestFirst[3] }], total: 5, page: 2, pageSize: 2 });
    expect(await idsOf(owner, 'tab=called&page=3&pageSize=2')).toEqual([newestFirst[4]]);
    expect(await page(owner, 'tab=called&page=4&pageSize=2')).toEqual({ items: [], total: 5, page: 4, pageSize: 2 });
    expect(await page(owner, 'page=1')).toMatchObject({ total: 5, page: 1, pageSize: 50 });
  });

  it('when a purchase is looked for by lead id or job reference, then it is found in any tab (letter case aside), for the owner and their team only', async () => {
    const owner = await createProvider(t);
    const member = await createTeamMember(t, owner);
    const rival = await createProvider(t);
    const mine = await buy(owner, '2026-06-01T00:00:00Z', { salesStage: 'delivered', isArchived: true, archivedAt: new Date() }, { jobReference: 'MT-400001' });
    const theirs = await buy(rival, '2026-06-01T00:00:00Z', {}, { jobReference: 'MT-400002' });

    const found = await page(owner, 'jobRef=mt-400001&tab=called&from=2020-01-01&to=2020-01-02&page=3');
    expect(found).toMatchObject({ items: [{ id: mine.id, isArchived: true, salesStage: 'delivered', jobReference: 'MT-400001' }], total: 1, page: 1, pageSize: 50 });
    expect(found.items[0]).toEqual((await read<PurchasedLead[]>(owner, '/api/my-purchased-leads?includeArchived=true')).find((p) => p.id === mine.id));
    expect(await idsOf(owner, `leadId=${mine.leadId}`)).toEqual([mine.id]);
    expect(await idsOf(member, 'jobRef=%20MT-400001%20')).toEqual([mine.id]);
    expect(await page(owner, 'jobRef=MT-400002')).toEqual({ items: [], total: 0, page: 1, pageSize: 50 });
    expect(await idsOf(owner, `leadId=${theirs.leadId}`)).toEqual([]);
    expect(await idsOf(owner, `leadId=${mine.leadId}&jobRef=MT-400002`)).toEqual([]);
    expect(await idsOf(rival, 'jobRef=mt-400002')).toEqual([theirs.id]);
  });

  it('when the query is bad, then it is a 400 with the field’s error; a rider is refused and nobody is asked to sign in', async () => {
    const owner = await createProvider(t);
    const cookie = await cookieFor(t, owner);
    const refused = async (path: string, field: string) => {
      const res = await t.agent.get(path).set('Cookie', cookie).expect(400);
      expect(res.body).toMatchObject({ message: expect.any(String), fieldErrors: { [field]: [expect.any(String)] } });
    };
    await refused('/api/my-purchased-leads/page?tab=leads', 'tab');
    await refused('/api/my-purchased-leads/page?page=0', 'page');
    await refused('/api/my-purchased-leads/page?pageSize=101', 'pageSize');
    await refused('/api/my-purchased-leads/page?from=2026-03-10&to=2026-03-09', 'to');
    await refused('/api/my-purchased-leads/page?from=2026-02-30&to=2026-03-09', 'from');
    await refused('/api/my-purchased-leads/page?sort=buyerName', 'sort');
    await refused('/api/my-purchased-leads/page?direction=up', 'direction');
    await refused('/api/my-purchased-leads/page?leadId=12a', 'leadId');
    await refused(`/api/my-purchased-leads/page?jobRef=${'M'.repeat(41)}`, 'jobRef');
    await refused('/api/my-purchased-leads/summary?from=2026-03-10&to=2026-03-09', 'to');
    await t.agent.get('/api/my-purchased-leads/page?tab=called&tab=paid').set('Cookie', cookie).expect(400);
    await t.agent.get('/api/my-purchased-leads/summary').set('Cookie', await cookieFor(t, await createUser(t, { userType: 'customer' }))).expect(403);
    await t.agent.get('/api/my-purchased-leads/page').expect(401);
  });
});
