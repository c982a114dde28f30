import { Router } from 'express';
import type { Env } from '../../config/env';
import type { Database } from '../../db/database';
import type { CounterFactory } from '../../http/counters';
import { rateLimit } from '../../http/rate-limit';
import type { AuthGuards } from '../accounts/auth/guards';
import type { DomainEvents } from '../platform/domain-events/domain-events';
import { createIdempotency } from '../platform/idempotency/idempotency';
import type { SalesContext } from '../sales/sales-context';
import { createLeadsRepository } from './leads/leads-repository';
import { leadsRouter } from './leads/leads-router';
import { createLeadsService } from './leads/leads-service';
import { createLocalitiesRepository } from './localities/localities-repository';
import { localitiesRouter } from './localities/localities-router';
import { locateAddress } from './localities/locate-address';
import type { NotificationHub } from './notifications/notification-hub';
import { notificationsRouter } from './notifications/notifications-router';
import { createQuoteStatus } from './quote-status/quote-status';
import { quoteStatusRouter } from './quote-status/quote-status-router';

export interface LeadsContextDependencies {
  env: Env;
  db: Database;
  guards: AuthGuards;
  events: DomainEvents;
  /** The live alerts of this process (ADR 0007): created by app.ts or passed in by main.ts, which closes them. */
  notifications: NotificationHub;
  /** A lead's purchase (the sales context), for the lead details. */
  findPurchase: SalesContext['findPurchase'];
  /** A lead's sale as its rider may see it (the sales context), for the status link (ADR 0033). */
  findSaleProgress: SalesContext['findSaleProgress'];
  clock: () => Date;
  /** Where rate limits count (shared by the processes on a PostgreSQL server). */
  counters: CounterFactory;
}

/**
 * The leads context: a rider's quote becomes a lead (POST /api/leads), the available leads and lead management
 * (/api/leads), the rider's status link (/api/quote-status/:token), the localities search and the live alerts
 * (/api/notifications/stream). Its reactions: a new lead
 * is published to the streams, a sale (lead.sold) is announced to them, and either, from this process or another,
 * drops the cached pages of available leads.
 */
export function leadsContext({ env, db, guards, events, notifications, findPurchase, findSaleProgress, clock, counters }: LeadsContextDependencies): { routes: Router } {
  const service = createLeadsService(createLeadsRepository(db), {
    leadPrice: env.leadPrice,
    onLeadCreated: (leadId) => events.emit('lead.created', { leadId }),
    findPurchase,
    locate: (text) => locateAddress(db, text),
    now: () => clock().getTime(),
  });

  // The NOTIFY of a new lead goes in a transaction of its own: in the insert's, its commit lock would serialize the
  // inserts' commits. A sale is announced to every process's streams as lead_sold (ADR 0012).
  events.on('lead.created', ({ leadId }) => notifications.publish(leadId));
  events.on('lead.sold', ({ leadId }) => {
    service.availableChanged();
    notifications.publishSold(leadId);
  });
  notifications.onLeadAnnounced(() => service.availableChanged());
  notifications.onLeadSold(() => service.availableChanged());

  const routes = Router();
  const quotes = rateLimit(counters, { name: 'ip-quotes', limit: env.rateLimits.quotes, windowMs: env.rateLimits.windowMs });
  routes.use(leadsRouter(service, { quotes }, guards, createIdempotency(db)));
  routes.use(notificationsRouter(notifications, guards));
  routes.use(localitiesRouter(createLocalitiesRepository(db)));
  // The rider's status link (ADR 0033): a lookup per page load or refresh, counted like the analytics events.
  const lookups = rateLimit(counters, { name: 'ip-quote-status', limit: env.rateLimits.events, windowMs: env.rateLimits.windowMs });
  routes.use(quoteStatusRouter(createQuoteStatus(db, findSaleProgress), { lookups }));
  return { routes };
}
