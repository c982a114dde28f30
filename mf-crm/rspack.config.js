import { createRemoteConfig } from '../rspack.base.js';

export default createRemoteConfig({
  dirname: import.meta.dirname,
  name: 'mf_crm',
  devPort: 3003,
  serverEntry: './src/server/server.ts',
});
