import { expect, test } from '../../support/fixtures';
import { expectNoAxeViolations } from '../../support/axe';
import { toast } from '../../support/pages/toast';

// Alert settings in one place (issue 29 item 4): a provider owner reaches /dashboard/alerts from the dashboard,
// chooses how new leads reach them by email and whether this browser plays the tone; a phone's width fits.

test.describe('alert settings', () => {
  for (const width of [1280, 390]) {
    test(`when a provider sets their email alerts and the sound at ${width} px, then both are kept and the page fits`, async ({ page, newProvider }) => {
      expect(newProvider.username).toBeTruthy();
      await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
      await page.goto('/dashboard');
      await page.getByRole('link', { name: 'Alert settings' }).first().click();
      await expect(page).toHaveURL(/\/dashboard\/alerts$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Alert settings' })).toBeVisible();
      await expect(page).toHaveTitle('Alert settings | MotoHaul');

      // Email: the default is the daily digest; the provider asks for each lead as it comes, quiet from 10 pm to 6 am.
      const email = page.getByRole('region', { name: 'Email alerts' });
      await expect(email.getByRole('radio', { name: /Daily digest/ })).toBeChecked();
      await email.getByRole('radio', { name: /Instantly/ }).check();
      await email.getByRole('combobox', { name: 'From' }).selectOption('22');
      await email.getByRole('combobox', { name: 'To' }).selectOption('6');
      await email.getByRole('button', { name: 'Save email alerts' }).click();
      await expect(toast(page, 'Email alerts saved')).toBeVisible();

      // Sound: off in this browser.
      const sound = page.getByRole('switch', { name: 'Play a sound for new leads' });
      await expect(sound).toBeChecked();
      await sound.click();
      await expect(sound).not.toBeChecked();

      await page.reload();
      const reloaded = page.getByRole('region', { name: 'Email alerts' });
      await expect(reloaded.getByRole('radio', { name: /Instantly/ })).toBeChecked();
      await expect(reloaded.getByRole('combobox', { name: 'From' })).toHaveValue('22');
      await expect(reloaded.getByRole('combobox', { name: 'To' })).toHaveValue('6');
      await expect(page.getByRole('switch', { name: 'Play a sound for new leads' })).not.toBeChecked();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoAxeViolations(page);
    });
  }
});
