import path from 'node:path';
import { defineConfig } from 'vitest/config';

const here = (dir: string) => path.resolve(import.meta.dirname, dir);

// One vitest configuration; each package is a project so tests stay beside the code they test.
const browserProject = (name: string) => ({
  extends: true as const,
  test: {
    name,
    root: here(name),
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: [here('vitest.setup-dom.ts')],
  },
});

export default defineConfig({
  test: {
    projects: [
      // The contracts project also runs the tests of the repository scripts (scripts/*.test.mjs: node, no DOM).
      { extends: true, test: { name: 'contracts', root: here('contracts'), include: ['src/**/*.test.ts', '../scripts/**/*.test.mjs'] } },
      browserProject('design-system'),
      browserProject('platform'),
      browserProject('shell'),
      browserProject('mf-public'),
      browserProject('mf-quote'),
      browserProject('mf-crm'),
      browserProject('mf-admin'),
      {
        extends: true,
        test: {
          name: 'api',
          root: here('api'),
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          fileParallelism: false,
        },
      },
    ],
  },
});
