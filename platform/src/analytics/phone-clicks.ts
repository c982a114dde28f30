import { API_PATHS, apiClient, type AnalyticsEventInput } from '@motohaul/contracts';

/** The page path as analytics records it: a rider's status link keeps its token out of the records (ADR 0033). */
export const recordedPagePath = (pathname: string) => pathname.replace(/^\/quote-status\/[^/]+/i, '/quote-status/:token');

/** Records one analytics event (spec §7); a failure is only warned in the console (spec §8). */
export function trackEvent(eventType: string, eventData: AnalyticsEventInput['eventData']): void {
  const event: AnalyticsEventInput = {
    eventType,
    eventData,
    pagePath: recordedPagePath(window.location.pathname),
    pageTitle: document.title,
    userAgent: navigator.userAgent,
    referrer: document.referrer,
  };
  apiClient.post(API_PATHS.analyticsTrack, event).catch((error: unknown) => {
    console.warn('Analytics event failed', error);
  });
}

/**
 * Sends `phone_click` with eventData { phoneNumber } for every click on a tel: link inside `root`, whichever
 * app rendered the link (one delegated listener). Returns the function that stops listening.
 */
export function trackPhoneClicks(root: Document | HTMLElement = document): () => void {
  const onClick = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href^="tel:"]') : null;
    if (!link) return;
    const phoneNumber = decodeURIComponent((link.getAttribute('href') ?? '').slice('tel:'.length));
    trackEvent('phone_click', { phoneNumber });
  };
  root.addEventListener('click', onClick, true);
  return () => root.removeEventListener('click', onClick, true);
}
