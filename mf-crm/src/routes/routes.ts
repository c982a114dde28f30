import { createElement } from 'react';
import type { PageHandle, RemoteRoute } from '@motohaul/contracts';
import { RouteErrorPage } from '@motohaul/platform';
import { dashboardLoader } from './dashboard-loader';

const DASHBOARD: PageHandle = {
  title: 'Dashboard | MotoHaul',
  description: 'Your MotoHaul provider dashboard: available leads and your sales pipeline.',
  // A visitor sees its 'Provider Access Required' screen (spec §2.8).
  signedOut: true,
  signedIn: true,
  chunk: 'page-dashboard',
  // Its HTML carries its first answers and is drawn on the server for a signed-in user (ADR 0065, ADR 0066).
  seedsDashboard: true,
};
// Named as DASHBOARD's chunk: the dashboard's HTML preloads its files (ADR 0065).
const dashboardPage = () => import(/* webpackChunkName: "page-dashboard" */ '../pages/dashboard/dashboard-page');
/** What shows when a route's loader or page fails: the clear error page with a retry (ADR 0047). */
const errorElement = createElement(RouteErrorPage);

/**
 * mf-crm's pages (exposed as `./routes`): the only place they are declared. The shell mounts them in its router,
 * the server answers their paths and writes their heads from this build's pages.json (spec §2.1).
 */
export const routes: RemoteRoute[] = [
  {
    path: '/dashboard',
    errorElement,
    children: [
      { index: true, page: dashboardPage, loader: dashboardLoader, handle: { ...DASHBOARD, signedInHome: true } },
      { path: 'leads/:jobRef', page: dashboardPage, loader: dashboardLoader, handle: DASHBOARD },
      {
        path: 'performance',
        page: () => import('../pages/performance/performance-page'),
        handle: {
          title: 'Performance | MotoHaul',
          description: 'What your MotoHaul leads cost and earned: spend, credits, revenue and conversion by month.',
          signedOut: true,
          signedIn: true,
        },
      },
      {
        path: 'trip/:purchaseId',
        page: () => import('../pages/trip/trip-page'),
        handle: {
          title: 'Trip | MotoHaul',
          description: "A booked job's trip: share your position with the rider while the motorcycle travels.",
          signedOut: true,
          signedIn: true,
        },
      },
      {
        path: 'alerts',
        page: () => import('../pages/alerts/alerts-page'),
        handle: {
          title: 'Alert settings | MotoHaul',
          description: 'How new leads reach you: push notifications on your devices and the dashboard sound.',
          signedOut: true,
          signedIn: true,
        },
      },
      {
        path: 'trips',
        page: () => import('../pages/trips/trips-page'),
        handle: {
          title: 'Return trips | MotoHaul',
          description: 'Your planned trips with room on the truck: leads along the way are sent to you and marked on your dashboard.',
          signedOut: true,
          signedIn: true,
        },
      },
      {
        path: 'business',
        page: () => import('../pages/business/business-page'),
        handle: {
          title: 'Business details | MotoHaul',
          description: 'Your ABN, insurance and insurance certificate: what makes your company Verified and Insured on MotoHaul.',
          signedOut: true,
          signedIn: true,
        },
      },
    ],
  },
  {
    path: '/login',
    errorElement,
    page: () => import('../pages/login/login-page'),
    handle: { title: 'Provider Login | MotoHaul', description: 'Sign in to your MotoHaul provider dashboard.', signedOut: true, signedIn: true },
  },
  {
    path: '/provider-signup',
    errorElement,
    page: () => import('../pages/provider-signup/provider-signup-page'),
    handle: {
      title: 'Provider Registration | MotoHaul',
      description: 'Create your MotoHaul provider account to buy exclusive motorcycle transport leads.',
      signedOut: true,
    },
  },
  {
    path: '/auth/forgot-password',
    errorElement,
    page: () => import('../pages/forgot-password/forgot-password-page'),
    handle: {
      title: 'Forgot Password | MotoHaul',
      description: 'Get a link to reset the password of your MotoHaul provider account.',
      signedOut: true,
    },
  },
  {
    path: '/auth/reset-password',
    errorElement,
    page: () => import('../pages/reset-password/reset-password-page'),
    handle: {
      title: 'Reset Password | MotoHaul',
      description: 'Choose a new password for your MotoHaul provider account.',
      signedOut: true,
    },
  },
];

export default routes;
