// Screenshots of checkout steps 1–3 at 1366x900 and 390x844, in English and in Arabic (the header's language switch),
// for review by eye: e2e/screenshots/checkout-<step>-<size>.png and ar-checkout-<step>-<size>.png.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../support/environment';
import { SCREEN_SIZES, SCREENSHOT_DIR, animationsSettled, shootInEnglishAndArabic } from '../support/screenshots';
import { newCustomer, signUp } from '../tests/account/helpers';

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'showCookieMessage', value: 'false', url: baseURL }]);
});

const checkout = (page: Page) => page.locator('[data-remote="checkout"]');

/** The page as it is, in English, then in Arabic (switched and back). */
const shoot = (page: Page, step: string, size: string) => shootInEnglishAndArabic(page, `checkout-${step}-${size}`, { scrollToTop: true });

for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
  test(`checkout steps 1–3 at ${size} size, in English and Arabic`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    await signUp(page, newCustomer('Noura'));
    await page.goto('/checkout');
    const area = checkout(page);

    await expect(area.getByRole('heading', { name: 'Preference' })).toBeVisible();
    const allergies = area.getByRole('group', { name: 'Allergies', exact: true });
    await allergies.getByLabel('Shrimp').check();
    await area.getByRole('group', { name: 'Eliminated food groups', exact: true }).getByRole('checkbox').first().check();
    await shoot(page, 'step1', size);
    await area.getByRole('button', { name: 'Continue' }).click();

    await expect(area.getByRole('heading', { name: 'Diet Type & Meals' })).toBeVisible();
    await expect(area.getByRole('radio', { name: /20 days/ })).toBeChecked();
    await shoot(page, 'step2', size);
    await area.getByRole('button', { name: 'Continue' }).click();

    await expect(area.getByRole('heading', { name: 'Start Date & Delivery Time' })).toBeVisible();
    await area.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('dialog')).toContainText('Please select delivery Date.');
    await animationsSettled(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `checkout-step3-message-${size}.png`) });
    await page.getByRole('dialog').getByRole('button').first().click();

    await area.locator('.start-calendar__day:not([disabled])').first().click();
    await area.getByLabel('Emirate').selectOption({ index: 1 });
    await area.getByLabel('Delivery slot').selectOption({ index: 1 });
    await shoot(page, 'step3', size);

    // The step tabs link back to the earlier steps only.
    await expect(area.getByRole('navigation', { name: 'Checkout steps' }).getByRole('link')).toHaveCount(2);
    await area
      .getByRole('navigation', { name: 'Checkout steps' })
      .getByRole('link', { name: /Diet Type & Meals/ })
      .click();
    await expect(area.getByRole('heading', { name: 'Diet Type & Meals' })).toBeVisible();
  });
}
