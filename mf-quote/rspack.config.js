import { createRemoteConfig } from '../rspack.base.js';

export default createRemoteConfig({
  dirname: import.meta.dirname,
  name: 'mf_quote',
  devPort: 3002,
  serverEntry: './src/server/server.ts',
});
