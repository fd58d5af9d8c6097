// Screenshots of the wizard's steps 1, 2, 6 and 7 at 1366x900 and 390x844 (e2e/screenshots/planner-*.png), for review by eye.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../support/environment';
import { SCREEN_SIZES, SCREENSHOT_DIR, animationsSettled } from '../support/screenshots';
import { newCustomer, signUp } from '../tests/account/helpers';
import { gridCell, pickFirstStartDate, planner, saveDraftAsCustomer } from '../tests/planner/wizardSteps';

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'showCookieMessage', value: 'false', url: baseURL }]);
});

async function shot(page: Page, name: string, size: string): Promise<void> {
  await animationsSettled(page);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `planner-${name}-${size}.png`), fullPage: true });
}

for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
  test(`wizard steps at ${size} size`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    const customer = newCustomer('Mariam');
    await signUp(page, customer);
    await page.getByRole('button', { name: 'Build my meal plan' }).first().click();
    await expect(planner(page).getByRole('heading', { name: 'Build my meal plan' })).toBeVisible();
    await gridCell(page, 'Balanced', '20 Days - No Fri & Sat').click();
    await pickFirstStartDate(page);
    await planner(page).getByLabel('Delivery time').selectOption({ index: 2 });
    await shot(page, 'step1', size);
    await planner(page).getByRole('button', { name: 'Select my preferences' }).click();
    await expect(planner(page).getByRole('heading', { name: 'Select My Preferences' })).toBeVisible();
    await planner(page).getByRole('group', { name: 'Allergies', exact: true }).getByRole('checkbox', { name: 'Shrimp', exact: true }).check();
    await shot(page, 'step2', size);

    const other = newCustomer('Hessa');
    await page.context().clearCookies();
    await page.context().addCookies([{ name: 'showCookieMessage', value: 'false', url: baseURL }]);
    await page.evaluate(() => localStorage.clear());
    await signUp(page, other);
    await saveDraftAsCustomer(other, { dietId: 30, planId: 20, mealTypes: [1, 2, 3, 5], deliverySlot: 12, step: 6 });
    await page.goto('/menu/summary');
    await expect(planner(page).getByRole('heading', { name: 'My meal plan summary' })).toBeVisible();
    await planner(page).getByLabel('Voucher code').fill('FIT2026');
    await planner(page).getByRole('button', { name: 'Apply' }).click();
    await expect(planner(page).getByText('FIT2026 applied')).toBeVisible();
    await shot(page, 'step6', size);
    await planner(page).getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();
    await planner(page).getByRole('button', { name: 'NEXT' }).click();
    await expect(planner(page).getByText('Thank you for the order. Our manager will contact you soon.')).toBeVisible();
    await shot(page, 'step7', size);
  });
}
