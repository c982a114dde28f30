import type { analyticsEventSchema } from '@motohaul/contracts';
import type { InferOutput } from 'valibot';
import type { AnalyticsRepository } from './analytics-repository';

export type AnalyticsEvent = InferOutput<typeof analyticsEventSchema>;

export function createAnalyticsService(repository: AnalyticsRepository) {
  return {
    /** Records one event; the browser's User-Agent header stands in when the payload has none. */
    async track(event: AnalyticsEvent, requestUserAgent: string | undefined) {
      await repository.insert({
        eventType: event.eventType,
        eventData: event.eventData ?? null,
        pagePath: event.pagePath ?? null,
        pageTitle: event.pageTitle ?? null,
        userAgent: event.userAgent ?? requestUserAgent?.slice(0, 500) ?? null,
        referrer: event.referrer ?? null,
      });
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
