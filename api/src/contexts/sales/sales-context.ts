import { Router } from 'express';
import type { Env } from '../../config/env';
import type { Database } from '../../db/database';
import type { CounterFactory } from '../../http/counters';
import { createKeyedLimiter, limitedBy, rateLimit } from '../../http/rate-limit';
import type { AccountsContext, AuthGuards } from '../accounts/accounts-context';
import type { LeadsContext } from '../leads/leads-context';
import { createDiscountCodesAdmin, type DiscountCodesAdmin } from './discount-codes-admin';
import { createDiscountCodesRepository } from './discount-codes-repository';
import { discountCodesRouter } from './discount-codes-router';
import { createDiscountCodesService } from './discount-codes-service';
import { exportRouter } from './export-router';
import { createPerformanceRepository } from './performance-repository';
import { performanceRouter } from './performance-router';
import { createSpeedToContactRepository } from './speed-to-contact-repository';
import { speedToContactRouter } from './speed-to-contact-router';
import { paymentsRouter } from './payments-router';
import { createPaymentsService, soldMessage } from './payments-service';
import { createStripe, createStripeGateway } from './stripe-gateway';
import { stripeWebhookRouter } from './stripe-webhook-router';
import { createLeadPurchasesRepository } from './lead-purchases-repository';
import { leadPurchasesRouter } from './lead-purchases-router';
import { createPurchaseService } from './purchase-service';
import { createIdempotency, type DomainEvents, type Jobs } from '../platform/platform-context';
import { createQuoteStatus } from './quote-status';
import { quoteStatusRouter } from './quote-status-router';
import { CANCELLATIONS_PER_TOKEN_PER_HOUR, riderCancellationRouter } from './rider-cancellation-router';
import { statusLinkEmailRouter } from './status-link-email';
import { tripsRouter } from './trips-router';
import { creditBalanceCents } from './credit-ledger';
import { createLeadClaimsRepository } from './lead-claims-repository';
import { leadClaimsRouter } from './lead-claims-router';
import { createLeadClaimsService } from './lead-claims-service';
import { createProviderReviewsRepository } from './provider-reviews-repository';
import { providerReviewsRouter } from './provider-reviews-router';
import { spendCapRouter } from './spend-cap-router';
import { priceGuideRouter } from './price-guide-router';
import { priceSampleJob } from './price-guide-samples';
import { capExceededMessage, checkSpendCap } from './spend-caps';

// The public module's exports for app.ts and jobs.ts; the price guide's switch for the admin context.
export { PRICE_GUIDE_SETTING, priceGuideEnabled } from './price-guide';
export { recordPriceSample } from './price-guide-samples';

/** The sales context's jobs (ADR 0074): a delivered job's price guide sample. */
export const salesJobs = (db: Database) => [priceSampleJob(db)];

// The public module's exports for app.ts: the directory's review summaries (ADR 0056), handed to accounts as a function.
export { createReviewSummaries, type ReviewSummaries } from './provider-reviews-repository';
export { tripExpiryJob } from './trip-expiry-job';

export interface SalesContext {
  /** The Stripe webhook: mounted before the JSON body parser (it verifies the raw body). */
  webhook: Router;
  routes: Router;
  /** The admin panel's discount codes (audited on admin.changed). */
  discountCodesAdmin: DiscountCodesAdmin;
}

/**
 * The sales context: discount codes, payments, purchases (a lead is sold once, through the leads context's sellLead),
 * manual leads, the CRM pipeline, claims, the export, the rider's status link (/api/quote-status/:token) and the
 * Stripe webhook. It announces each admin decision as admin.changed; a sale is announced by a job (ADR 0074).
 */
export function salesContext({ env, db, jobs, guards, events, leads, counters, accounts, clock = () => new Date() }: {
  env: Env; db: Database; jobs: Jobs; guards: AuthGuards; events: DomainEvents; leads: Pick<LeadsContext, 'findForSale'>; counters: CounterFactory;
  /** The buyers' badges the rider's status page shows (ADR 0055). */
  accounts: Pick<AccountsContext, 'badgesOf'>;
  clock?: () => Date;
}): SalesContext {
  // A recorded sale queues, in its transaction, the job that tells the streams and the devices (ADR 0074).
  const purchases = createLeadPurchasesRepository(db, jobs);
  const discounts = createDiscountCodesService(createDiscountCodesRepository(db), {
    leadPrice: env.leadPrice,
    findLead: leads.findForSale,
    soldMessage: (leadId, callerId) => soldMessage(purchases.buyerOf, leadId, callerId),
  });
  const stripe = createStripe(env.stripe);
  const gateway = stripe ? createStripeGateway(stripe) : null;
  // A provider's credit balance (ADR 0036): the next purchase spends it before the card.
  const balanceOf = (providerId: number) => creditBalanceCents(db, providerId);
  const payments = createPaymentsService({
    gateway,
    discounts,
    findLead: leads.findForSale,
    buyerOf: purchases.buyerOf,
    creditBalanceCents: balanceOf,
    spendCapRefusal: async (providerId, priceCents) => {
      const exceeded = await checkSpendCap(db, providerId, priceCents, { lock: false });
      return exceeded ? capExceededMessage(exceeded) : null;
    },
    config: {
      stripePublishableKey: gateway ? env.stripe.publishableKey : null,
      fallbackPurchaseEnabled: env.fallbackPurchaseEnabled,
    },
  });
  const purchaseService = createPurchaseService({
    purchases,
    discounts,
    findLead: leads.findForSale,
    findBuyer: purchases.buyerDetails,
    gateway,
    fallbackPurchaseEnabled: env.fallbackPurchaseEnabled,
    creditBalanceCents: balanceOf,
  });
  const claims = createLeadClaimsRepository(db, events);
  const claimsService = createLeadClaimsService({ claims, gateway });

  const idempotency = createIdempotency(db);
  const routes = Router();
  routes.use(discountCodesRouter(discounts, guards));
  routes.use(paymentsRouter(payments, guards, idempotency));
  routes.use(exportRouter(purchases, guards));
  routes.use(performanceRouter(createPerformanceRepository(db), guards));
  // The weekly spend cap (issue 47 item 5): its changes limited like the public writes.
  routes.use(spendCapRouter(db, guards, { writes: rateLimit(counters, { name: 'ip-spend-cap', limit: env.rateLimits.quotes, windowMs: env.rateLimits.windowMs }) }));
  routes.use(speedToContactRouter(createSpeedToContactRepository(db), guards));
  routes.use(leadPurchasesRouter(purchases, purchaseService, guards, idempotency));
  routes.use(leadClaimsRouter({ db, claims, service: claimsService, purchases, guards }));
  // The rider's status link (ADR 0033): a lookup per page load or refresh, counted like the analytics events.
  // The status page's HTML carries the same answer (ADR 0062), counted in the same limit: over it, the page is drawn
  // without it and the browser's own request gets the 429.
  const statusLookups = createKeyedLimiter(counters, { name: 'ip-quote-status', limit: env.rateLimits.events, windowMs: env.rateLimits.windowMs });
  const lookups = limitedBy(statusLookups);
  const quoteStatus = createQuoteStatus(db, { badgesOf: accounts.badgesOf, now: clock });
  routes.use(quoteStatusRouter(quoteStatus, { lookups }));
  // Live tracking (issue 47 item 2, ADR 0084): the buyer's trip page, and 'Email me this link' of the rider's pages,
  // limited per address like a password reset and per link like the reset mails of one account.
  routes.use(tripsRouter(db, guards));
  routes.use(
    statusLinkEmailRouter(db, jobs, {
      publicOrigin: env.publicOrigin,
      perAddress: rateLimit(counters, { name: 'ip-status-link-emails', limit: env.rateLimits.passwordResets, windowMs: env.rateLimits.windowMs }),
      perToken: createKeyedLimiter(counters, { name: 'status-link-emails', limit: env.rateLimits.resetEmails, windowMs: 60 * 60 * 1000 }),
    }),
  );
  // The rider's price guide (issue 47 item 1): by a trip's places, or by the status link (counted with its lookups).
  const guides = rateLimit(counters, { name: 'ip-price-guide', limit: env.rateLimits.events, windowMs: env.rateLimits.windowMs });
  routes.use(priceGuideRouter(db, { guides, lookups }));
  // Reviews (ADR 0056): read with the same lookups, written under the public writes' limit.
  const reviewWrites = rateLimit(counters, { name: 'ip-reviews', limit: env.rateLimits.quotes, windowMs: env.rateLimits.windowMs });
  routes.use(providerReviewsRouter(createProviderReviewsRepository(db, events), guards, { lookups, writes: reviewWrites }));
  // A rider's cancellation (issue 47 item 3): under the public writes' limit per address, and a few tries per token.
  routes.use(
    riderCancellationRouter(
      { db, jobs, lookup: quoteStatus, publicOrigin: env.publicOrigin },
      {
        writes: rateLimit(counters, { name: 'ip-cancellations', limit: env.rateLimits.quotes, windowMs: env.rateLimits.windowMs }),
        perToken: createKeyedLimiter(counters, { name: 'token-cancellations', limit: CANCELLATIONS_PER_TOKEN_PER_HOUR, windowMs: 3600_000 }),
      },
    ),
  );

  return {
    webhook: stripeWebhookRouter({ webhookSecret: env.stripe.webhookSecret, purchases: purchaseService }),
    routes,
    discountCodesAdmin: createDiscountCodesAdmin(db, events),
  };
}
