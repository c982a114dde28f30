import { createRemoteConfig } from '../rspack.base.js';

export default createRemoteConfig({
  dirname: import.meta.dirname,
  name: 'mf_quote',
  devPort: 3002,
  exposes: {
    './GetQuotePage': './src/pages/get-quote/get-quote-page.tsx',
    './QuoteSuccessPage': './src/pages/quote-success/quote-success-page.tsx',
    './QuoteStatusPage': './src/pages/quote-status/quote-status-page.tsx',
  },
});
