import { expect, test } from '@playwright/test';
import { uniqueName } from '../../support/sign-in';
import { CSP_PROBE_PATH, readCspViolations } from '../../support/csp-violations';

test.describe('Content-Security-Policy reports', () => {
  test('when a page runs an inline script, then the CSP blocks it and the violation is stored', async ({ page }) => {
    // A probe path of its own: the end-of-run check ignores violations reported from probe pages.
    const probePath = `${CSP_PROBE_PATH}/${uniqueName('inline')}`;
    const response = await page.goto(probePath);
    expect(response?.headers()['content-security-policy']).toContain('report-uri /api/csp-reports');

    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__cspProbeRan = true;';
      const violation = new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true });
      });
      document.body.append(script);
      const directive = await violation;
      return { directive, ran: (window as { __cspProbeRan?: boolean }).__cspProbeRan === true };
    });
    expect(ran).toEqual({ directive: 'script-src-elem', ran: false });

    await expect
      .poll(
        async () => {
          const { violations } = await readCspViolations();
          return violations.filter((v) => new URL(v.documentUri).pathname === probePath).map((v) => [v.effectiveDirective, v.blockedUri]);
        },
        { timeout: 30_000, message: 'the browser reports the violation to /api/csp-reports' },
      )
      .toEqual([['script-src-elem', 'inline']]);
  });
});
