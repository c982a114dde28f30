/** The rider's status page (ADR 0033): its path as react-router matches it (mf-quote's route, the API's page data). */
export const QUOTE_STATUS_PAGE_PATH = '/quote-status/:token';

/** The status page's path of a token. */
export const quoteStatusPagePath = (token: string) => `/quote-status/${encodeURIComponent(token)}`;

/** The query key of a status link's answer (GET /api/quote-status/{token}): the status page's query (ADR 0062). */
export const quoteStatusQueryKey = (token: string) => ['quote-status', token] as const;
