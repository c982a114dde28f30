import * as v from 'valibot';

const text = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)));

/** POST /api/analytics/track (spec §7). eventData is a small flat object of scalars. */
export const analyticsEventSchema = v.object({
  eventType: v.pipe(v.string('Event type is required'), v.trim(), v.minLength(1, 'Event type is required'), v.maxLength(64)),
  eventData: v.optional(
    v.pipe(
      v.record(v.pipe(v.string(), v.maxLength(64)), v.union([v.string(), v.number(), v.boolean(), v.null()])),
      v.check((data) => Object.keys(data).length <= 30, 'At most 30 event fields'),
      v.check((data) => Object.values(data).every((x) => typeof x !== 'string' || x.length <= 500), 'Event values are at most 500 characters'),
    ),
  ),
  pagePath: text(500),
  pageTitle: text(300),
  userAgent: text(500),
  referrer: text(1000),
});
export type AnalyticsEventInput = v.InferInput<typeof analyticsEventSchema>;
