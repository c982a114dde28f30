import { AUTOMATIC_CREDIT_REASON, AUTOMATIC_DECIDER, RIDER_CANCELLED_CLAIM } from '@motohaul/contracts';
import type { Transaction } from '../database';
import { leadClaims, leadPurchases, leads, providerCredits } from '../schema';
import { demoPurchase, HOUR_MS } from './demo-pipeline';
import { toLead, type DemoLead } from './demo-leads';
import type { DemoUser } from './demo-users';

// Riders' cancellations in the demo (issue 47 item 3), on the demo provider's leads: one cancelled 30 minutes after the
// purchase and before a call (the fee came back as credit through an automatic claim, which the provider has since
// spent on another lead), one cancelled a day after the provider had called (an ordinary claim waiting in the admin's
// Claims tab), and one request still waiting whose rider may cancel it on its status page. Their status links are
// fixed so the walk through the product can open them: /quote-status/<token>.

const token = (name: string) => name.padEnd(32, '0');

/** The status link of the request cancelled within 2 hours of its purchase (credited automatically). */
export const DEMO_CANCELLED_EARLY_TOKEN = token('demo-cancelled-early-');
/** The status link of the request cancelled after the provider called (an ordinary claim). */
export const DEMO_CANCELLED_LATE_TOKEN = token('demo-cancelled-late-');
/** The status link of a request still waiting for a provider, to cancel by hand. */
export const DEMO_WAITING_TOKEN = token('demo-waiting-to-cancel-');

export const DEMO_EARLY_REASON = 'A mate offered to trailer it up for me this weekend, so I no longer need transport.';
export const DEMO_LATE_REASON = 'I sold the bike to a buyer in Sydney, so it is not going to Brisbane any more.';

const lead = (overrides: Partial<DemoLead> & Pick<DemoLead, 'customerName' | 'customerPhone' | 'make' | 'model' | 'hoursAgo'>): DemoLead => ({
  year: 2020,
  pickup: 'Parramatta NSW 2150',
  dropoff: 'Wollongong NSW 2500',
  pickupAt: [-33.815, 151.0011],
  dropoffAt: [-34.424, 150.8934],
  timeframe: 'this_week',
  leadScore: 7,
  ...overrides,
});

const EARLY = lead({ customerName: 'Ava Thompson', customerPhone: '+61413802264', customerEmail: 'ava.thompson@example.com', make: 'Kawasaki', model: 'Z900', hoursAgo: 4, purchase: { salesStage: 'purchased' } });
const LATE = lead({
  customerName: 'Noah Fraser',
  customerPhone: '+61414927731',
  make: 'BMW',
  model: 'R 1250 GS',
  dropoff: 'Brisbane City QLD 4000',
  dropoffAt: [-27.4679, 153.0281],
  hoursAgo: 56,
  purchase: { salesStage: 'called', salesNotes: 'Spoke Tuesday, quoted $640, he wanted to think about it.' },
});
const SPENT_ON = lead({ customerName: 'Mia Clarke', customerPhone: '+61415338190', make: 'Triumph', model: 'Street Triple RS', dropoff: 'Penrith NSW 2750', dropoffAt: [-33.7507, 150.6877], hoursAgo: 2, purchase: { salesStage: 'purchased' } });
const WAITING = lead({ customerName: 'Ella Martin', customerPhone: '+61416204417', make: 'Harley-Davidson', model: 'Street Bob', dropoff: 'Newcastle NSW 2300', dropoffAt: [-32.9283, 151.7817], hoursAgo: 1 });

/** Seeds the cancellations in the demo data's transaction (the demo provider bought the first three leads). */
export async function seedDemoCancellations(tx: Transaction, provider: { id: number; account: DemoUser }, leadPrice: string, now: number): Promise<void> {
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR_MS);
  const insertLead = async (demo: DemoLead, extra: Partial<typeof leads.$inferInsert>) => {
    const [row] = await tx.insert(leads).values({ ...toLead(demo, leadPrice, at(demo.hoursAgo)), ...extra }).returning({ id: leads.id });
    return row!.id;
  };
  const buy = async (leadId: number, demo: DemoLead, purchasedAt: Date, paid: Partial<typeof leadPurchases.$inferInsert> = {}) => {
    const [row] = await tx.insert(leadPurchases).values({ ...demoPurchase(leadId, provider, demo.purchase!, leadPrice, purchasedAt), ...paid }).returning({ id: leadPurchases.id });
    return row!.id;
  };

  // Bought 3 hours ago, cancelled 30 minutes later, never called: credited automatically.
  const earlyCancelledAt = at(2.5);
  const early = await insertLead(EARLY, { statusToken: DEMO_CANCELLED_EARLY_TOKEN, cancelledAt: earlyCancelledAt, cancellationReason: DEMO_EARLY_REASON });
  const earlyPurchase = await buy(early, EARLY, at(3));
  const [claim] = await tx
    .insert(leadClaims)
    .values({
      purchaseId: earlyPurchase,
      leadId: early,
      buyerId: provider.id,
      reason: RIDER_CANCELLED_CLAIM,
      note: DEMO_EARLY_REASON,
      status: 'approved',
      creditedAmount: leadPrice,
      creditKind: 'credit',
      decisionReason: AUTOMATIC_CREDIT_REASON,
      decidedBy: AUTOMATIC_DECIDER,
      decidedAt: earlyCancelledAt,
      createdAt: earlyCancelledAt,
    })
    .returning({ id: leadClaims.id });
  await tx.insert(providerCredits).values({ providerId: provider.id, amount: leadPrice, claimId: claim!.id, createdAt: earlyCancelledAt });

  // The credit spent on the next lead an hour later (the balance is back to nothing: a demo purchase pays the price).
  const spentOn = await insertLead(SPENT_ON, {});
  const spentPurchase = await buy(spentOn, SPENT_ON, at(1), { amountPaid: '0.00', creditApplied: leadPrice });
  await tx.insert(providerCredits).values({ providerId: provider.id, amount: `-${leadPrice}`, purchaseId: spentPurchase, createdAt: at(1) });

  // Bought two days ago and called, cancelled a day later: an ordinary claim for the admin.
  const lateCancelledAt = at(24);
  const late = await insertLead(LATE, { statusToken: DEMO_CANCELLED_LATE_TOKEN, cancelledAt: lateCancelledAt, cancellationReason: DEMO_LATE_REASON });
  const latePurchase = await buy(late, LATE, at(50));
  await tx.insert(leadClaims).values({ purchaseId: latePurchase, leadId: late, buyerId: provider.id, reason: RIDER_CANCELLED_CLAIM, note: DEMO_LATE_REASON, createdAt: lateCancelledAt });

  // Waiting for a provider: its rider may cancel it.
  await insertLead(WAITING, { statusToken: DEMO_WAITING_TOKEN });
}
