import type { Page } from '@playwright/test';

/**
 * What Playwright itself logs when the page registers its service worker in a spec run with `serviceWorkers: 'block'`
 * (playwright.config.ts): the harness's message, not the page's.
 */
const BLOCKED_BY_PLAYWRIGHT = 'Service Worker registration blocked by Playwright';

/** Console errors and warnings, and uncaught errors, of a page from now on. */
export function problemsOf(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.text() === BLOCKED_BY_PLAYWRIGHT) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}
