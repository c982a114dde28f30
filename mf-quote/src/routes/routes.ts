import { createElement } from 'react';
import { QUOTE_STATUS_PAGE_PATH, type RemoteRoute } from '@motohaul/contracts';
import { RouteErrorPage } from '@motohaul/platform';
import { quoteStatusLoader } from './quote-status-loader';

/** What shows when a route's loader or page fails: the clear error page with a retry (ADR 0047). */
const errorElement = createElement(RouteErrorPage);

/**
 * mf-quote's pages (exposed as `./routes`): the only place they are declared. The shell mounts them in its router,
 * the server answers their paths and writes their heads from this build's pages.json (spec §2.1).
 */
export const routes: RemoteRoute[] = [
  {
    path: '/get-quote',
    errorElement,
    page: () => import('../pages/get-quote/get-quote-page'),
    handle: {
      title: 'Get a Free Motorcycle Transport Quote | MotoHaul',
      description:
        'Tell us where your motorcycle is going in 60 seconds, and verified, insured transport providers call you with free quotes.',
      public: true,
      signedOut: true,
    },
  },
  {
    path: '/quote-success',
    errorElement,
    page: () => import('../pages/quote-success/quote-success-page'),
    handle: {
      title: 'Quote Request Received | MotoHaul',
      description: 'Your motorcycle transport quote request is in: providers will call you with quotes.',
      signedOut: true,
    },
  },
  {
    // A rider's status link opens for anyone who holds it, signed in or not (ADR 0033).
    path: QUOTE_STATUS_PAGE_PATH,
    errorElement,
    loader: quoteStatusLoader,
    page: () => import('../pages/quote-status/quote-status-page'),
    handle: {
      title: 'Your Quote Request Status | MotoHaul',
      description: 'Follow your motorcycle transport quote request: who took it and where your job is up to.',
      noindex: true,
      signedOut: true,
      signedIn: true,
    },
  },
];

export default routes;
