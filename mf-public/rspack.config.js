import { createRemoteConfig } from '../rspack.base.js';

export default createRemoteConfig({
  dirname: import.meta.dirname,
  name: 'mf_public',
  devPort: 3001,
  serverEntry: './src/server/server.ts',
  exposes: {
    './HomePage': './src/pages/home/home-page.tsx',
    './ForProvidersPage': './src/pages/for-providers/for-providers-page.tsx',
    './ProviderMarketingPage': './src/pages/provider-marketing/provider-marketing-page.tsx',
    './FindProvidersPage': './src/pages/find-providers/find-providers-page.tsx',
    './PrivacyPolicyPage': './src/pages/privacy-policy/privacy-policy-page.tsx',
    './TermsPage': './src/pages/terms/terms-page.tsx',
  },
});
