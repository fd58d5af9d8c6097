// Screenshots of checkout steps 1–3 at 1366x900 and 390x844, in English and in Arabic (the header's language switch),
// for review by eye: e2e/screenshots/checkout-<step>-<size>.png and ar-checkout-<step>-<size>.png.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../support/environment';
import { SCREEN_SIZES, SCREENSHOT_DIR, animationsSettled } from '../support/screenshots';
import { newCustomer, signUp } from '../tests/account/helpers';

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'showCookieMessage', value: 'false', url: baseURL }]);
});

const checkout = (page: Page) => page.locator('[data-remote="checkout"]');

/** Chooses a language with the header's switch (in the burger menu on a phone), as a customer does. */
async function chooseLanguage(page: Page, label: 'English' | 'العربية'): Promise<void> {
  const option = page.locator('.chrome-header').getByRole('button', { name: label, exact: true });
  const burger = page.locator('.chrome-burger');
  if (!(await option.isVisible())) await burger.click();
  await option.click();
  await expect(page.locator('html')).toHaveAttribute('dir', label === 'English' ? 'ltr' : 'rtl');
  if ((await burger.isVisible()) && (await burger.getAttribute('aria-expanded')) === 'true') await burger.click();
}

/** The page as it is, in English, then in Arabic (switched and back). */
async function shoot(page: Page, step: string, size: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const [prefix, label] of [
    ['', 'English'],
    ['ar-', 'العربية'],
  ] as const) {
    if (prefix) await chooseLanguage(page, label);
    await page.evaluate(() => document.fonts.ready);
    await page.evaluate(() => window.scrollTo(0, 0));
    await animationsSettled(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${prefix}checkout-${step}-${size}.png`), fullPage: true });
  }
  await chooseLanguage(page, 'English');
}

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
