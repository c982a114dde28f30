import { expect, test } from '@playwright/test';

test.describe('the shell', () => {
  test('when a visitor opens an unknown path, then the 404 page shows inside the layout', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Motorcycle Transport Services');
    await expect(page.getByRole('contentinfo')).toContainText('Australia-Wide Service');
  });

  test('when a visitor is on the home page, then the call link uses tel: and no CRM or admin code is fetched', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script' || r.url().includes('mf-manifest')) scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Get My Free Quote' })).toBeVisible();
    const call = page.getByRole('banner').getByRole('link', { name: /^Call / });
    await expect(call).toHaveAttribute('href', /^tel:\+?\d+$/);
    // The page arrives as HTML (ADR 0037): its remote's code is asked for while the markup already shows.
    await expect.poll(() => scripts.some((s) => s.startsWith('/remotes/mf-public/'))).toBe(true);
    expect(scripts.filter((s) => /\/remotes\/mf-(crm|admin)\//.test(s))).toEqual([]);
  });

  test('when one remote fails to load, then header, footer and other remotes keep working and retry recovers', async ({ page }) => {
    await page.route('**/remotes/mf-quote/**', (route) => route.abort('failed'));
    await page.goto('/get-quote');
    await expect(page.getByText('This part of the site could not be loaded.')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('banner')).toContainText('Motorcycle Transport Services');
    await expect(page.getByRole('contentinfo')).toContainText('Australia-Wide Service');

    // Another remote still works.
    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).first().click();
    await expect(page.getByRole('button', { name: 'Get My Free Quote' })).toBeVisible();

    // The failed one recovers with the retry button once it is reachable again.
    await page.goBack();
    await expect(page.getByText('This part of the site could not be loaded.')).toBeVisible({ timeout: 30_000 });
    await page.unroute('**/remotes/mf-quote/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Transport Details' })).toBeVisible();
  });

  test('when pages of two remotes load, then the browser reports no CSP violation', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Get My Free Quote' })).toBeVisible();
    await page.goto('/get-quote');
    await expect(page.getByRole('heading', { name: 'Transport Details' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('when the shell and two remotes render, then one copy of React serves them all', async ({ page }) => {
    // Every react-dom copy registers itself with the devtools hook; a remote bundling its own would add one.
    await page.addInitScript(() => {
      const renderers = new Map<number, unknown>();
      Object.assign(window, {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          renderers,
          supportsFiber: true,
          inject(renderer: unknown) {
            renderers.set(renderers.size + 1, renderer);
            return renderers.size;
          },
          onScheduleFiberRoot() {},
          onCommitFiberRoot() {},
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
          checkDCE() {},
        },
      });
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Get My Free Quote' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Get Quote', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: 'Transport Details' })).toBeVisible();
    const copies = await page.evaluate(
      () => (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
    );
    expect(copies).toBe(1);
  });
});
