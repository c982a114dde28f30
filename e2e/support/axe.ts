import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules. */
export const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe-core on the page and fails with the rule ids and targets of any violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA_TAGS).analyze();
  const found = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found, `axe violations on ${page.url()}`).toEqual([]);
}

/** Runs axe-core's landmark rules (best practices, outside WCAG's tags) and fails with any violation. */
export async function expectDistinctLandmarks(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withRules(['landmark-unique', 'landmark-no-duplicate-main', 'landmark-one-main']).analyze();
  const found = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found, `axe landmark violations on ${page.url()}`).toEqual([]);
}
