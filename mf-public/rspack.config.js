import { createRemoteConfig } from '../rspack.base.js';

export default createRemoteConfig({
  dirname: import.meta.dirname,
  name: 'mf_public',
  devPort: 3001,
  serverEntry: './src/server/server.ts',
});
