import type { StandaloneRoutes } from '@motohaul/dev-harness';
import GetQuotePage from '../pages/get-quote/get-quote-page';
import QuoteSuccessPage from '../pages/quote-success/quote-success-page';

/** The pages mf-quote exposes, by the path each answers on when mf-quote runs alone. */
export const standaloneRoutes: StandaloneRoutes = [
  ['/', GetQuotePage],
  ['/get-quote', GetQuotePage],
  ['/quote-success', QuoteSuccessPage],
];
