import os from 'node:os';
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
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine.
    maxWorkers: os.availableParallelism(),
    // A bound for a hang, not for speed: on 2 shared cores under load a 0.6 s dialog test has taken 5.2 s.
    testTimeout: 20_000,
    // The same for a suite's set-up: a PGlite migration or an S3 server start has taken over 10 s (vitest's default) there.
    hookTimeout: 60_000,
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
          // Files run in parallel: each has its own database (src/test/test-database.ts). They wait on databases and
          // API processes more than they compute, so more files than cores run at once. API_TEST_WORKERS: fewer, for a
          // run beside another suite (.ci/run runs the suite on PGlite beside the server's).
          maxWorkers: Number(process.env.API_TEST_WORKERS) || 2 * os.availableParallelism(),
          // A worker's files share its loaded modules (ADR 0071): the API keeps no state in modules (each test builds
          // its app and has its own database), and loading the API's modules anew for each file was half the stage.
          // The browser projects stay isolated: their modules hold each page's singletons (stores, router, places).
          isolate: false,
          globalSetup: ['./src/test/global-setup.ts'],
          setupFiles: ['./src/test/test-database-setup.ts'],
          // Bounds for a hang, not for speed: with the files in parallel on 2 busy cores, a PGlite initdb + migrate
          // (the DATA_DIR and backup tests) has taken 50 s.
          testTimeout: 90000,
          hookTimeout: 90000,
        },
      },
    ],
  },
});
