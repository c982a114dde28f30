import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { networkLifecycle } from '@motohaul/platform/test-support/network';

// A console.error during a component test is a bug (React warnings, failed act, bad props).
const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
};

// Every browser test runs behind the one network stub (MSW, ADR 0021): routes and records last one test.
beforeAll(() => networkLifecycle.start());
afterEach(() => {
  cleanup();
  networkLifecycle.reset();
});
afterAll(() => networkLifecycle.stop());
