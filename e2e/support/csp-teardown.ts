import { describeViolation, isProbeViolation, readCspViolations } from './csp-violations';

/**
 * Playwright's globalTeardown: runs after the last test, while the web server still runs. The run fails when
 * any page of the product reported a CSP violation (issue 8); the probe pages of tests/csp.spec.ts do not count.
 */
export default async function cspTeardown(): Promise<void> {
  const { total, violations } = await readCspViolations();
  const real = violations.filter((violation) => !isProbeViolation(violation));
  const probes = violations.length - real.length;
  if (real.length > 0 || total > violations.length) {
    const lines = real.map((violation) => `  - ${describeViolation(violation)}`);
    throw new Error(
      `The run reported ${total - probes} Content-Security-Policy violation(s) outside the probe pages` +
        `${total > violations.length ? ` (only the newest ${violations.length} read)` : ''}:\n${lines.join('\n')}`,
    );
  }
  console.info(`CSP check: 0 violations from the product's pages (${probes} from the deliberate probe).`);
}
