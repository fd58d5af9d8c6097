// Screenshots of the end of the checkout at 1366x900 and 390x844, in English and in Arabic, for review by eye
// (e2e/screenshots/checkout-<page>-<size>.png and ar-checkout-…): the order placed (pay later), the thank-you page
// without and with an address and its 'Delivery Address' modal, and the renewal pages.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../support/environment';
import { SCREEN_SIZES, SCREENSHOT_DIR, animationsSettled, shootInEnglishAndArabic } from '../support/screenshots';
import { logOut, newCustomer, signUp } from '../tests/account/helpers';
import { giveRenewablePlan, saveCheckoutPlan } from '../tests/checkout/checkoutCalls';
import { asCustomer } from '../tests/planner/customerCalls';

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'showCookieMessage', value: 'false', url: baseURL }]);
});

const checkout = (page: Page) => page.locator('[data-remote="checkout"]');

/**
 * The page in English, then in Arabic (switched with the header, then back). `prepare` runs after each switch, before
 * the shot (a modal is opened there: the header cannot be reached behind it), and `undo` closes it again.
 */
const shoot = (page: Page, name: string, size: string, prepare?: () => Promise<void>, undo?: () => Promise<void>) =>
  shootInEnglishAndArabic(page, `checkout-${name}-${size}`, { prepare, undo });

for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
  test(`checkout result, thank-you and renewal pages at ${size} size, in English and Arabic`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    const customer = newCustomer(`Layla${size}`);
    await signUp(page, customer);

    const checkoutId = await asCustomer(customer, (call) => saveCheckoutPlan(call));
    await page.goto(`/checkout/success/paylater?checkoutId=${checkoutId}`);
    await expect(checkout(page).getByText('Order Placed Successfully!!!')).toBeVisible();
    await shoot(page, 'success', size);

    await checkout(page).getByRole('link', { name: 'Continue' }).click();
    await expect(checkout(page).getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await shoot(page, 'thankyou-none', size);
    const modal = page.getByRole('dialog', { name: /^(Delivery Address|عنوان التوصيل)$/ });
    await shoot(
      page,
      'address-errors',
      size,
      async () => {
        await checkout(page).locator('.thankyou__actions button').click();
        await modal.locator('.ui-modal__actions button').last().click();
        await expect(modal.locator('.thankyou-address__alert')).toBeVisible();
      },
      () => page.keyboard.press('Escape'),
    );
    await checkout(page).getByRole('button', { name: 'No Address, Please update Address' }).click();
    const main = modal.getByRole('group', { name: 'Main Address' });
    await main.getByLabel('Street').fill('Marina Walk 7');
    await main.getByLabel('Apartment or Villa').fill('Tower B, 1204');
    await main.getByLabel('Emirate').selectOption({ label: 'Dubai' });
    await main.getByLabel('Area').selectOption({ label: 'Dubai Marina' });
    await main.getByLabel('Landmark').fill('Next to the marina mall');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Ok' })).toBeVisible();
    await animationsSettled(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `checkout-address-saved-${size}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Ok' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/checkout/thankyou');
    await expect(checkout(page).getByText('Marina Walk 7')).toBeVisible();
    await shoot(page, 'thankyou', size);

    const renewer = newCustomer(`Renewer${size}`);
    await logOut(page);
    await signUp(page, renewer);
    await giveRenewablePlan(request, renewer.email);
    await page.goto('/renewplan');
    await expect(checkout(page).getByRole('heading', { name: 'Renew Your Meal Plan' })).toBeVisible();
    await shoot(page, 'renew-choice', size);
    await page.goto('/renewplan/samemenu');
    await expect(checkout(page).getByRole('button', { name: 'Yes, continue' })).toBeVisible();
    await shoot(page, 'renew-samemenu', size);
  });
}
