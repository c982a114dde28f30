import type { StandaloneRoutes } from '@motohaul/dev-harness';
import GetQuotePage from '../pages/get-quote/get-quote-page';
import QuoteSuccessPage from '../pages/quote-success/quote-success-page';
import QuoteStatusPage from '../pages/quote-status/quote-status-page';

/** The pages mf-quote exposes, by the path each answers on when mf-quote runs alone. */
export const standaloneRoutes: StandaloneRoutes = [
  ['/', GetQuotePage],
  ['/get-quote', GetQuotePage],
  ['/quote-success', QuoteSuccessPage],
  ['/quote-status/:token', QuoteStatusPage],
];
