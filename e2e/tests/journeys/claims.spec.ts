import { expect, test } from '../../support/fixtures';
import { expectNoAxeViolations } from '../../support/axe';
import { toast } from '../../support/pages/toast';
import { riderPhone } from '../../support/rider-phone';
import { signUp } from '../../support/sign-in';
import { postQuote, unique } from '../../support/post-quote';

// Claims and credits for bad leads (issue 15 item 1, ADR 0036): a provider buys a lead (demo mode: no card), claims a
// credit for it, an admin approves the claim in the Claims tab, and the provider's next purchase spends the credit.

test.describe('claims and credits', () => {
  test('when a provider claims a bad lead and an admin approves it, then the next purchase spends the credit', async ({ page, dashboard, adminPanel }) => {
    await signUp(page.request, 'provider', 'Claire', 'Claimer');
    const { model: bad } = await postQuote(page.request, 'Una Reachable', riderPhone('611').national);
    const { model: next } = await postQuote(page.request, 'Gus Goodlead', riderPhone('612').national);
    const note = `Called three times (e2e ${unique()}): no answer, voicemail full.`;

    // 1. Buy the first lead through the no-card panel (demo mode).
    await dashboard.open();
    const dialog = await dashboard.openPurchase(`Ducati ${bad}`);
    await dialog.getByRole('button', { name: 'Pay $25 with Card' }).click();
    await dashboard.completeFallbackPurchase();
    await expect(toast(page, 'Lead Purchased Successfully!')).toBeVisible();

    // 2. Claim a credit for it.
    await dashboard.tab('Purchased').click();
    const card = dashboard.purchaseCard('Una Reachable');
    await card.getByRole('button', { name: 'Claim credit' }).click();
    const claim = page.getByRole('dialog', { name: 'Claim a credit for Una Reachable' });
    await claim.getByRole('button', { name: 'Send claim' }).click();
    await expect(claim.getByText('Choose a reason')).toBeVisible();
    await claim.getByRole('combobox', { name: /Reason/ }).selectOption('unreachable');
    await claim.getByRole('textbox', { name: /What happened/ }).fill(note);
    await expectNoAxeViolations(page);
    await claim.getByRole('button', { name: 'Send claim' }).click();
    await expect(toast(page, 'Claim sent')).toBeVisible();
    await expect(card).toContainText('Claim pending');
    await expect(card.getByRole('button', { name: 'Claim credit' })).toHaveCount(0);

    // 3. The admin approves it in the Claims tab, with the evidence in front of them.
    await adminPanel.signIn(undefined, '/admin/claims');
    await expect(adminPanel.tab('Claims')).toHaveAttribute('aria-selected', 'true');
    const pending = page.getByRole('list', { name: 'Claims' }).getByRole('listitem').filter({ hasText: note });
    await expect(pending).toContainText('Unreachable after three attempts');
    await expect(pending).toContainText('Claire Claimer');
    await expect(pending).toContainText('$25.00');
    await expect(pending).toContainText('Marked Called');
    await expectNoAxeViolations(page);
    await pending.getByRole('button', { name: 'Approve' }).click();
    const decision = page.getByRole('dialog', { name: /Approve claim #\d+/ });
    await expect(decision).toContainText('added to their credit balance');
    await decision.getByRole('textbox', { name: /Reason/ }).fill('Number disconnected');
    await decision.getByRole('button', { name: 'Approve claim' }).click();
    await expect(toast(page, 'Claim approved')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Claims' }).getByRole('listitem').filter({ hasText: note })).toHaveCount(0);

    // 4. The provider sees the outcome, and the next purchase spends the credit first.
    await dashboard.open();
    await dashboard.tab('Purchased').click();
    await expect(dashboard.purchaseCard('Una Reachable')).toContainText('Credit approved: $25.00 added to your credit balance');
    await dashboard.tab('Leads').click();
    await dashboard.openPurchase(`Ducati ${next}`);
    await expect(dialog).toContainText('Credit balance: $25 applied. You pay $0.');
    await dialog.getByRole('button', { name: 'Complete Purchase', exact: true }).click();
    await dashboard.completeFallbackPurchase();
    await expect(toast(page, 'Lead Purchased Successfully!')).toBeVisible();

    const purchases = (await (await page.request.get('/api/my-purchased-leads')).json()) as { customerName: string; amountPaid: string; creditApplied: string | null }[];
    expect(purchases.find((p) => p.customerName === 'Gus Goodlead')).toMatchObject({ amountPaid: '0.00', creditApplied: '25.00' });
    expect(await (await page.request.get('/api/provider-credits')).json()).toEqual({ balance: '0.00' });
  });
});
