import type { PushPayload } from '@motohaul/contracts';
import { maskContactDetails, maskContactDetailsAcross, maskLocation } from './lead-masking';
import type { NotificationsRepository } from './notifications-repository';
import type { DeliveryRecord, PushRepository, StoredSubscription } from './push-repository';
import type { PushOutcome, SendPush } from './push-sender';

/** Pushes in flight at once per fan-out: a thousand devices go out in twenty waves' time, not a thousand sockets. */
const CONCURRENCY = 50;

/** Runs `task` over `items` with at most `limit` running at once; answers the results in the items' order. */
async function mapBounded<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const hostOf = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return '';
  }
};

const leadUrl = (jobReference: string) => `/dashboard/leads/${encodeURIComponent(jobReference)}`;
const masked = (value: string | null) => maskLocation(maskContactDetails(value)) ?? '';
/** The make and model as a provider may read them before buying ('Honda CBR650R'). */
const vehicle = (make: string, model: string) => maskContactDetailsAcross([make, model]).join(' ');

export interface PushService {
  /** Pushes a new lead to the devices of the providers whose area covers it (ADR 0058). */
  newLead: (leadId: number) => Promise<void>;
  /** Replaces a sold lead's notification with 'Sold' on the devices that were told of it. */
  leadSold: (leadId: number) => Promise<void>;
  /** One push to each of a user's devices about a lead (a rider's cancellation to its buyer, ADR 0082; a lead that fits their return trip, ADR 0083). */
  toUser: (userId: number, payload: PushPayload, leadId: number) => Promise<void>;
  /** A test notification to each of the user's devices. */
  test: (userId: number) => Promise<{ sent: number; failed: number }>;
}

export function createPushService(repository: PushRepository, notifications: Pick<NotificationsRepository, 'findLeadEvent'>, send: SendPush): PushService {
  const fanOut = async (targets: StoredSubscription[], payload: PushPayload, leadId: number | null): Promise<PushOutcome[]> => {
    const outcomes = await mapBounded(targets, CONCURRENCY, (target) => send(target, payload));
    const gone = targets.filter((_, index) => outcomes[index]!.status === 404 || outcomes[index]!.status === 410);
    await repository.removeGone(gone.map((target) => target.id));
    const records: DeliveryRecord[] = targets.map((target, index) => ({
      subscriptionId: gone.includes(target) ? null : target.id,
      leadId,
      type: payload.type,
      endpointHost: hostOf(target.endpoint),
      title: payload.title,
      status: outcomes[index]!.status,
      error: outcomes[index]!.error,
    }));
    await repository.record(records);
    return outcomes;
  };

  return {
    async newLead(leadId) {
      const row = await notifications.findLeadEvent(leadId);
      if (!row) return;
      const targets = await repository.targetsForLead(row.latitude, row.longitude);
      if (targets.length === 0) return;
      await fanOut(
        targets,
        {
          type: 'new_lead',
          title: `New lead: ${vehicle(row.motorcycleMake, row.motorcycleModel)}`,
          body: `${masked(row.pickupLocation)} → ${masked(row.dropoffLocation)}`,
          tag: `lead-${row.id}`,
          url: leadUrl(row.jobReference),
        },
        leadId,
      );
    },

    async leadSold(leadId) {
      const targets = await repository.toldOf(leadId);
      if (targets.length === 0) return;
      const lead = await repository.leadSummary(leadId);
      if (!lead) return;
      await fanOut(
        targets,
        {
          type: 'lead_sold',
          title: 'Sold',
          body: `${vehicle(lead.make, lead.model)}: this lead has been bought.`,
          tag: `lead-${lead.id}`,
          url: leadUrl(lead.jobReference),
        },
        leadId,
      );
    },

    async toUser(userId, payload, leadId) {
      const targets = await repository.targetsOf(userId);
      if (targets.length > 0) await fanOut(targets, payload, leadId);
    },

    async test(userId) {
      const targets = await repository.targetsOf(userId);
      const outcomes = await fanOut(
        targets,
        { type: 'test', title: 'MotoHaul test notification', body: 'Push notifications are on for this device.', tag: 'test', url: '/dashboard/alerts' },
        null,
      );
      const sent = outcomes.filter((outcome) => outcome.status >= 200 && outcome.status < 300).length;
      return { sent, failed: outcomes.length - sent };
    },
  };
}
