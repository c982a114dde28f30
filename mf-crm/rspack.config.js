import { createRemoteConfig } from '../rspack.base.js';

export default createRemoteConfig({
  dirname: import.meta.dirname,
  name: 'mf_crm',
  devPort: 3003,
  exposes: {
    './DashboardPage': './src/pages/dashboard/dashboard-page.tsx',
    './LoginPage': './src/pages/login/login-page.tsx',
    './ProviderSignupPage': './src/pages/provider-signup/provider-signup-page.tsx',
    './ForgotPasswordPage': './src/pages/forgot-password/forgot-password-page.tsx',
    './ResetPasswordPage': './src/pages/reset-password/reset-password-page.tsx',
  },
});
