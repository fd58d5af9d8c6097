// Issue 37 item 4: a failed online payment from the wizard leaves a plan that can be paid. The wizard's 'Online payment
// by card' places nothing before the gateway says paid: a Cancel on the hosted page (the local Telr sandbox) returns
// with a true message to the checkout, where the plan waits with what was chosen; paid there with 4111 1111 1111 1111,
// it is active and paid. A plan placed unpaid ('pay later') shows 'Pay now' on the dashboard and /modify; a Cancel
// says the plan stays placed, and paying makes it paid. Screenshots of the changed pages at 1366x900 and 390x844.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { accessibilityViolations } from '../../support/accessibility';
import { animationsSettled, SCREEN_SIZES, SCREENSHOT_DIR } from '../../support/screenshots';
import { newCustomer, openSignedIn, registerByCall, signUpByCall } from '../account/helpers';
import { pendingCheckout, placedPlan, saveCheckoutPlan } from '../checkout/checkoutCalls';
import { CARDS, checkout, filsOf, hostedPageAmount, payOnHostedPage, shownTotal } from '../checkout/checkoutSteps';
import { asCustomer } from './customerCalls';
import { acceptCookies, closeDialog, dialog, wizardToSummary } from './wizardSteps';

/** The page as it is now, at both sizes (full page), for a person to look at. */
async function screenshots(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
    await page.setViewportSize(viewport);
    await animationsSettled(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${size}.png`), fullPage: true });
  }
  await page.setViewportSize(SCREEN_SIZES.desktop);
}

test('wizard online payment cancelled: nothing placed, the message is true, paid later from the checkout it is active and paid', async ({ page }) => {
  test.setTimeout(180_000);
  const customer = newCustomer('WizardPayLater');
  await signUpByCall(page, customer);
  await acceptCookies(page);
  const area = await wizardToSummary(page);

  // ---- the summary: online payment says what happens on a cancel ----
  await area.getByLabel('Voucher code').fill('WELCOME10');
  await area.getByRole('button', { name: 'Apply' }).click();
  await expect(area.getByText('WELCOME10 applied')).toBeVisible();
  await area.getByRole('radio', { name: 'Online payment by card (secure payment page)' }).check();
  await expect(area.getByText('Your plan is placed as soon as your payment goes through.', { exact: false })).toBeVisible();
  await area.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();
  await screenshots(page, 'wizard-pay-later-summary');
  const total = filsOf((await area.locator('dd.summary__total').textContent()) ?? '');
  await area.getByRole('button', { name: 'NEXT' }).click();

  // ---- the hosted page: the summary's amount; Cancel ----
  expect(await hostedPageAmount(page)).toBe(total);
  // Nothing is placed while the customer is on the payment page: the plan is the checkout plan.
  expect(await placedPlan(customer)).toBeNull();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // ---- back: the message is true (nothing placed, the plan kept), on the checkout that holds it ----
  const message = dialog(page, 'Payment not completed');
  await expect(message).toContainText('The payment was cancelled, so no order was placed. Your plan is saved: you can pay when you are ready.');
  await expect(page).toHaveURL(/\/checkout\/menus$/);
  expect(await placedPlan(customer)).toBeNull();
  const held = await asCustomer(customer, pendingCheckout);
  expect(held.planParams).toMatchObject({ amount_due: total, daysMatch: true, voucher: { code: 'WELCOME10' } });
  await screenshots(page, 'wizard-pay-later-cancelled');
  await closeDialog(page);

  // ---- pay later from the page offered: the checkout's summary, the same amount, 4111 ----
  await checkout(page).getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/summary$/);
  // What was chosen in the wizard is kept: the voucher and the amount.
  await expect(checkout(page).getByText('WELCOME10 applied')).toBeVisible();
  await expect(checkout(page).locator('dd.checkout-summary__total')).toHaveText(/./);
  expect(await shownTotal(checkout(page))).toBe(total);
  await checkout(page).getByRole('button', { name: 'Proceed to Pay' }).click();
  expect(await payOnHostedPage(page, CARDS.authorised)).toBe(total);
  await expect(checkout(page).getByText('Order Placed Successfully!!!')).toBeVisible();
  expect(await placedPlan(customer)).toMatchObject({ id: held.planParams!.id, payed: true });
  // The voucher is used by the placed plan now.
  expect(await asCustomer(customer, (call) => call<{ planParams: { id: number } | null }>('mobile_checkout', 'getPending', {}))).toMatchObject({
    planParams: null,
  });
});

test("a plan placed unpaid shows 'Pay now' on the dashboard and /modify; a Cancel keeps it placed, paying makes it paid", async ({ page }) => {
  test.setTimeout(120_000);
  const customer = newCustomer('PayNow');
  const token = await registerByCall(customer);
  // Pay later: the checkout plan placed 'Not Paid' (pending, unpaid).
  const orderId = await asCustomer(customer, async (call) => {
    const checkoutId = await saveCheckoutPlan(call);
    await call('mobile_checkout', 'update', { checkoutId, details: { cutlery: 0, bag_price: 18_000 } });
    await call('mobile_checkout', 'placeneworder', { checkoutId, action: 'newPlan', paymentMethod: 'Not Paid' });
    return checkoutId;
  });
  const amountDue = (await asCustomer(customer, (call) => call<{ planParams: { price: number } }>('order', 'get', { orderType: 'active' })))
    .planParams.price;
  expect(await placedPlan(customer)).toMatchObject({ id: orderId, payed: false });

  // ---- /modify: 'Awaiting payment' with 'Pay now' (each size loaded as it is) ----
  await openSignedIn(page, token, '/modify');
  await acceptCookies(page);
  const modify = page.locator('[data-remote="modify"]');
  for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
    await page.setViewportSize(viewport);
    await page.goto('/modify');
    await expect(modify.getByText('Awaiting payment')).toBeVisible();
    await expect(modify.getByRole('button', { name: 'Pay now' })).toBeVisible();
    await animationsSettled(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `pay-now-modify-${size}.png`), fullPage: true });
  }

  // ---- the dashboard: the card says what it means (each size loaded as it is; nothing wider than the phone) ----
  const card = modify.getByRole('region', { name: 'Your plan is waiting for its payment' });
  for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(card).toContainText('Note: This plan is not paid. The plan will not start until paid.');
    await expect(modify.getByText('Weight progress')).toBeVisible();
    expect(await accessibilityViolations(page), `dashboard with Pay now (${size})`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await animationsSettled(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `pay-now-dashboard-${size}.png`), fullPage: true });
  }

  // ---- at phone size: Pay now, then Cancel on the hosted page ----
  await card.getByRole('button', { name: 'Pay now' }).click();
  const asked = await hostedPageAmount(page);
  expect(asked).toBeGreaterThanOrEqual(amountDue);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page, 'Payment not completed')).toContainText(
    "The payment was cancelled and nothing was charged. Your plan stays placed and waits for its payment: press 'Pay now' on your dashboard when you are ready.",
  );
  await expect(page).toHaveURL(/\/$/);
  await animationsSettled(page);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'pay-now-cancelled-phone.png') });
  await closeDialog(page);
  expect(await placedPlan(customer)).toMatchObject({ id: orderId, payed: false });

  // ---- Pay now again, with 4111: active and paid ----
  await modify.getByRole('button', { name: 'Pay now' }).click();
  expect(await payOnHostedPage(page, CARDS.authorised)).toBe(asked);
  await expect(checkout(page).getByText('Order Placed Successfully!!!')).toBeVisible();
  expect(await placedPlan(customer)).toMatchObject({ id: orderId, payed: true });
  await page.goto('/');
  await expect(modify.getByTestId('modify-button')).toBeVisible();
  await expect(modify.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
});
