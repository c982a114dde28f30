// mf-public's server bundle (rspack.base.js, `server/server.cjs` in its build folder, ADR 0037, ADR 0044): the pages it exposes, by
// their federation id, for the shell's server render. Its class names are the browser build's (same naming).
import FindProvidersPage from '../pages/find-providers/find-providers-page';
import ForProvidersPage from '../pages/for-providers/for-providers-page';
import HomePage from '../pages/home/home-page';
import PrivacyPolicyPage from '../pages/privacy-policy/privacy-policy-page';
import ProviderMarketingPage from '../pages/provider-marketing/provider-marketing-page';
import TermsPage from '../pages/terms/terms-page';

export const pages = {
  'mf_public/HomePage': HomePage,
  'mf_public/ForProvidersPage': ForProvidersPage,
  'mf_public/ProviderMarketingPage': ProviderMarketingPage,
  'mf_public/FindProvidersPage': FindProvidersPage,
  'mf_public/PrivacyPolicyPage': PrivacyPolicyPage,
  'mf_public/TermsPage': TermsPage,
};
