import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiscountCode, createLead, createProvider, createTeamMember, type TestLead, type TestUser } from '../../test/factories';
import { cookieFor } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('POST /api/discount-codes/validate and /apply', () => {
  let t: TestApp;
  let provider: TestUser;
  let lead: TestLead;

  beforeAll(async () => {
    t = await createTestApp({ LEAD_PRICE: '25.00' });
    provider = await createProvider(t);
    lead = await createLead(t);
    await createDiscountCode(t, { code: 'WELCOME10', discountType: 'percentage', discountValue: '10.00' });
    await createDiscountCode(t, { code: 'FIVEOFF', discountType: 'fixed_amount', discountValue: '5.00' });
    await createDiscountCode(t, { code: 'HUGEOFF', discountType: 'fixed_amount', discountValue: '500.00' });
    await createDiscountCode(t, { code: 'USEDUP', discountType: 'free', maxUses: 1, currentUses: 1 });
    await createDiscountCode(t, { code: 'OLD', discountType: 'free', validUntil: new Date('2020-01-01') });
    await createDiscountCode(t, { code: 'LATER', discountType: 'free', validFrom: new Date('2099-01-01') });
    await createDiscountCode(t, { code: 'OFF', discountType: 'free', isActive: false });
  });
  afterAll(() => t.close());

  const post = async (path: string, body: object, user = provider) =>
    t.agent.post(`/api/discount-codes/${path}`).set('Cookie', await cookieFor(t, user)).send(body);

  it('when a valid code is typed in any case with spaces, then validate says valid and apply prices it', async () => {
    expect((await post('validate', { code: '  welcome10 ', leadId: lead.id })).body).toEqual({ valid: true });
    const applied = await post('apply', { code: 'welcome10', leadId: lead.id });
    expect(applied.status).toBe(200);
    expect(applied.body).toEqual({
      discountCode: { id: expect.any(Number), code: 'WELCOME10', discountType: 'percentage', discountValue: '10.00' },
      originalPrice: '25.00',
      discountAmount: '2.50',
      finalPrice: '22.50',
    });
    expect((await post('apply', { code: 'FIVEOFF', leadId: lead.id })).body).toMatchObject({ discountAmount: '5.00', finalPrice: '20.00' });
    expect((await post('apply', { code: 'HUGEOFF', leadId: lead.id })).body).toMatchObject({ discountAmount: '25.00', finalPrice: '0.00' });
  });

  it.each([
    ['NOSUCH', 'Invalid discount code'],
    ['USEDUP', 'This discount code has reached its usage limit'],
    ['OLD', 'This discount code has expired'],
    ['LATER', 'This discount code is not yet valid'],
    ['OFF', 'This discount code is no longer active'],
  ])('when the code is %s, then validate answers valid false and apply 400 with %j', async (code, message) => {
    expect(await post('validate', { code, leadId: lead.id })).toMatchObject({ status: 200, body: { valid: false, error: message } });
    expect(await post('apply', { code, leadId: lead.id })).toMatchObject({ status: 400, body: { message } });
  });

  it('when the input is blank, the lead unknown or the caller a team member, then it is refused', async () => {
    expect((await post('validate', { code: '   ', leadId: lead.id })).body.fieldErrors).toEqual({ code: ['Please enter a discount code'] });
    expect((await post('apply', { code: 'WELCOME10', leadId: 999_999 })).status).toBe(404);
    expect((await post('apply', { code: 'WELCOME10', leadId: lead.id }, await createTeamMember(t, provider))).status).toBe(403);
    expect((await t.agent.post('/api/discount-codes/validate').send({ code: 'WELCOME10', leadId: lead.id })).status).toBe(401);
  });

  // Issue 27: validate and apply still priced a lead that is no longer for sale.
  it.each([
    ['archived', { isArchived: true }, 'This lead is no longer available.'],
    ['sold', { status: 'sold' as const }, 'This lead has already been purchased by another provider.'],
  ])('when the lead is %s, then validate and apply answer 409 saying it is not for sale, and no price is quoted', async (_name, overrides, message) => {
    const gone = await createLead(t, overrides);
    for (const path of ['validate', 'apply']) {
      const res = await post(path, { code: 'WELCOME10', leadId: gone.id });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message });
    }
  });
});
