import { createECDH, randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { API_PATHS } from '@motohaul/contracts';
import { expect, test } from '../../support/fixtures';
import { toast } from '../../support/pages/toast';
import { postQuote } from '../../support/post-quote';
import { riderPhone } from '../../support/rider-phone';
import { uniqueLetters } from '../../support/sign-in';

// Issue 45 item 9: a control that goes away with its own action hands the keyboard's focus on (to the control that
// takes its place, or to its list's heading) and the result is announced, in Chromium, with the keyboard alone. The
// component tests beside each place hold the rest; this walks three places of one provider's day.

/** A device with push on for the signed-in provider: the demo's recording endpoint, with a real P-256 key. */
async function addDevice(request: APIRequestContext, baseURL: string) {
  const key = createECDH('prime256v1');
  key.generateKeys();
  const response = await request.post(API_PATHS.pushSubscriptions, {
    data: {
      endpoint: `${baseURL}/api/demo-push/focus-${uniqueLetters()}`,
      keys: { p256dh: key.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
    },
    headers: { 'User-Agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile Safari/537.36' },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

test('when a provider removes a discount code, sends a test push and removes a device with the keyboard, then the focus lands on the next control or the list’s heading and each result is said', async ({
  page,
  newProvider,
  dashboard,
  baseURL,
}) => {
  expect(newProvider.username).toBeTruthy();
  const { model } = await postQuote(page.request, 'Focus Rider', riderPhone('915').national);
  await dashboard.open();

  // A discount's Remove: the code's field takes its place and the focus; Apply (Enter) gave it to Remove.
  const dialog = await dashboard.openPurchase(`Ducati ${model}`);
  const field = dialog.getByRole('textbox', { name: 'Discount code' });
  await field.fill('WELCOME10');
  await field.press('Enter');
  await expect(toast(page, 'WELCOME10 applied successfully!')).toHaveAttribute('role', 'status');
  await expect(dialog.getByRole('button', { name: 'Remove' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Discount Removed')).toHaveAttribute('role', 'status');
  await expect(field).toBeFocused();
  await page.keyboard.press('Escape');

  // 'Send a test' keeps the focus while it is sent, its result is said; a device's Remove leaves it on the list's heading.
  await addDevice(page.request, baseURL!);
  await page.goto('/dashboard/alerts');
  const send = page.getByRole('button', { name: 'Send a test notification' });
  await send.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[aria-live="polite"]').getByText('Sent to 1 device.')).toBeVisible();
  await expect(send).toBeFocused();

  await page.getByRole('button', { name: 'Remove Chrome on Android' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Remove Chrome on Android?' }).getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Device removed')).toHaveAttribute('role', 'status');
  await expect(page.getByText('No device receives push notifications yet.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Devices with push on' })).toBeFocused();
});
