import { expect, test } from '../support/fixtures';
import { PUBLIC_PATHS } from '../support/site-pages';

// Issue 17: public pages do not move once drawn (CLS 0). The shell draws its header and footer before a remote page
// arrives; the page area reserves the viewport, so the footer does not sit in view and get pushed down.

const publicPaths = PUBLIC_PATHS;

// On a desktop and on a phone: at 390 px the directory of /find-providers once pushed the section under it into view.
const viewports = [
  { name: 'desktop', width: 1280, height: 720 },
  { name: 'phone', width: 390, height: 844 },
];

test.describe('layout shift on public pages', () => {
  for (const { path, viewport } of publicPaths.flatMap((path) => viewports.map((viewport) => ({ path, viewport })))) {
    test(`when a visitor opens ${path} on a ${viewport.name}, then nothing on the page shifts`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.addInitScript(() => {
        const shifts: { value: number; sources: string[] }[] = [];
        (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
            if (!entry.hadRecentInput) shifts.push({ value: entry.value, sources: entry.sources.map((source) => source.node?.nodeName ?? '?') });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      // A frame after the page is drawn, so any shift it caused has been reported.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts)).toEqual([]);
    });
  }
});
