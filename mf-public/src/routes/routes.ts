import { createElement } from 'react';
import { LEAD_PRICE_ADVERTISED, type RemoteRoute } from '@motohaul/contracts';
import { RouteErrorPage } from '@motohaul/platform';
import { findProvidersLoader } from './find-providers-loader';

const PRICE = `$${LEAD_PRICE_ADVERTISED}`;
/** What shows when a route's loader or page fails: the clear error page with a retry (ADR 0047). */
const errorElement = createElement(RouteErrorPage);
/** Every page here is public (listed, with sharing tags) and shown to visitors. */
const PUBLIC_PAGE = { public: true, signedOut: true } as const;

/**
 * mf-public's pages (exposed as `./routes`): the only place they are declared, with their loaders (their first data,
 * on the server and in the browser: ADR 0086). The shell mounts them in its router, the server answers their paths and
 * writes their heads from this build's pages.json (spec §2.1).
 */
export const routes: RemoteRoute[] = [
  {
    path: '/',
    errorElement,
    page: () => import('../pages/home/home-page'),
    handle: {
      title: 'Motorcycle Transport Quotes Australia-Wide | MotoHaul',
      description:
        'Free, no-obligation motorcycle transport quotes in 60 seconds. Verified, insured providers Australia-wide call you with quotes within 24 hours.',
      ...PUBLIC_PAGE,
    },
  },
  {
    path: '/for-providers',
    errorElement,
    page: () => import('../pages/for-providers/for-providers-page'),
    handle: {
      title: 'For Transport Providers: Exclusive Motorcycle Leads | MotoHaul',
      description: `Exclusive motorcycle transport leads for ${PRICE} each, an 85% conversion rate, a built-in CRM and no monthly fees. Join over 100 providers Australia-wide.`,
      ...PUBLIC_PAGE,
    },
  },
  {
    path: '/signup',
    errorElement,
    page: () => import('../pages/provider-marketing/provider-marketing-page'),
    handle: {
      title: 'Become a Provider: Exclusive Motorcycle Transport Leads | MotoHaul',
      description: `Exclusive motorcycle transport leads for ${PRICE} each, with zero competition and $0 monthly fees.`,
      ...PUBLIC_PAGE,
    },
  },
  {
    path: '/find-providers',
    errorElement,
    loader: findProvidersLoader,
    page: () => import('../pages/find-providers/find-providers-page'),
    handle: {
      title: 'Find Motorcycle Transport Providers | MotoHaul',
      description:
        'Search motorcycle transport providers across Australia by suburb or postcode, or get matched with one in minutes.',
      ...PUBLIC_PAGE,
    },
  },
  {
    path: '/privacy-policy',
    errorElement,
    page: () => import('../pages/privacy-policy/privacy-policy-page'),
    handle: {
      title: 'Privacy Policy | MotoHaul',
      description:
        'How MotoHaul collects, uses and shares your personal information under the Privacy Act 1988 and the Australian Privacy Principles.',
      ...PUBLIC_PAGE,
      signedIn: true,
    },
  },
  {
    path: '/terms-and-conditions',
    errorElement,
    page: () => import('../pages/terms/terms-page'),
    handle: {
      title: 'Terms and Conditions | MotoHaul',
      description: 'Terms for riders requesting motorcycle transport quotes and providers buying exclusive leads.',
      ...PUBLIC_PAGE,
      signedIn: true,
    },
  },
];

export default routes;
