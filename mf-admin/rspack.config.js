import { createRemoteConfig } from '../rspack.base.js';

export default createRemoteConfig({
  dirname: import.meta.dirname,
  name: 'mf_admin',
  devPort: 3004,
});
