import type { StandaloneRoutes } from '@motohaul/dev-harness';
import HomePage from '../pages/home/home-page';
import ForProvidersPage from '../pages/for-providers/for-providers-page';
import ProviderMarketingPage from '../pages/provider-marketing/provider-marketing-page';
import FindProvidersPage from '../pages/find-providers/find-providers-page';
import PrivacyPolicyPage from '../pages/privacy-policy/privacy-policy-page';
import TermsPage from '../pages/terms/terms-page';

/** The pages mf-public exposes, by the path each answers on when mf-public runs alone. */
export const standaloneRoutes: StandaloneRoutes = [
  ['/', HomePage],
  ['/for-providers', ForProvidersPage],
  ['/signup', ProviderMarketingPage],
  ['/find-providers', FindProvidersPage],
  ['/privacy-policy', PrivacyPolicyPage],
  ['/terms-and-conditions', TermsPage],
];
