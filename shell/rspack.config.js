import { createHostConfig } from '../rspack.base.js';

export default createHostConfig({ dirname: import.meta.dirname, name: 'shell', devPort: 3000, serverEntry: './src/server/server.ts' });
