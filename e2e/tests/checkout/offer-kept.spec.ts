// The offer and the cutlery belong to the checkout on the server (issue 37 items 3 and 5): a customer applies a
// voucher (its conditions shown beside the code) and chooses cutlery on the summary, is declined on the gateway's hosted
// page (the local sandbox), comes back to the summary and finds the voucher, the cutlery and the discounted total as
// they were; the retry pays that discounted amount. Screenshots of the summary at desktop and phone size for review.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { accessibilityViolations } from '../../support/accessibility';
import { animationsSettled, SCREEN_SIZES, SCREENSHOT_DIR } from '../../support/screenshots';
import { newCustomer, openSignedIn, registerByCall } from '../account/helpers';
import { asCustomer } from '../planner/customerCalls';
import { acceptCookies, closeDialog, dialog } from '../planner/wizardSteps';
import { pendingCheckout, saveCheckoutPlan } from './checkoutCalls';
import { CARDS, checkout, payOnHostedPage, shownTotal } from './checkoutSteps';

/** The summary as the customer left it: the voucher typed, its conditions, cutlery Yes. */
async function expectOfferKept(area: Locator, total: number): Promise<void> {
  await expect(area.getByLabel('Voucher code')).toHaveValue('WELCOME10');
  await expect(area.getByText('WELCOME10 applied')).toBeVisible();
  await expect(area.locator('.ui-voucher-conditions')).toHaveText(/First order only/);
  await expect(area.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect.poll(() => shownTotal(area)).toBe(total);
}

test('a declined card keeps the voucher, the cutlery and the discounted total; the retry pays that amount', async ({ page }) => {
  test.setTimeout(150_000);
  const customer = newCustomer('OfferKept');
  const token = await registerByCall(customer);
  const checkoutId = await asCustomer(customer, (call) => saveCheckoutPlan(call));
  await openSignedIn(page, token, '/checkout/summary');
  await acceptCookies(page);
  const area = checkout(page);
  await expect(area.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  const fullTotal = await shownTotal(area);

  // ---- the voucher with its condition, cutlery Yes: kept on the server at once ----
  await area.getByRole('radio', { name: 'Yes' }).check();
  await area.getByLabel('Voucher code').fill('welcome10');
  await area.getByRole('button', { name: 'Apply' }).click();
  await expect(area.getByText('WELCOME10 applied')).toBeVisible();
  await expect(area.locator('.ui-voucher-conditions')).toHaveText('Conditions First order only · One use per customer');
  await expect.poll(() => shownTotal(area)).toBeLessThan(fullTotal);
  const total = await shownTotal(area);
  expect((await asCustomer(customer, pendingCheckout)).planParams?.amount_due).toBe(total);
  expect(await accessibilityViolations(page), 'summary with a voucher').toEqual([]);

  // ---- screenshots of the summary for review (desktop, phone) ----
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
    await page.setViewportSize(viewport);
    await page.reload();
    await expectOfferKept(area, total);
    await animationsSettled(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `checkout-summary-offer-${size}.png`), fullPage: true });
  }
  await page.setViewportSize(SCREEN_SIZES.desktop);

  // ---- Proceed to Pay, declined on the hosted page ----
  await area.getByRole('button', { name: 'Proceed to Pay' }).click();
  expect(await payOnHostedPage(page, CARDS.declined)).toBe(total);
  await expect(dialog(page, 'Payment not completed')).toContainText('Your payment was declined, so no order was placed.');
  await closeDialog(page);

  // ---- back on the summary: the voucher, the cutlery and the discounted total are still there ----
  await page.goto('/checkout/summary');
  await expectOfferKept(area, total);

  // ---- the retry pays the discounted amount ----
  await area.getByRole('button', { name: 'Proceed to Pay' }).click();
  expect(await payOnHostedPage(page, CARDS.authorised)).toBe(total);
  await expect(page).toHaveURL(new RegExp(`/checkout/success/telr\\?checkoutId=${checkoutId}`));
  await expect(area.getByText('Order Placed Successfully!!!')).toBeVisible();
});
