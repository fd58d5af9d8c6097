// Screenshots of /progress and /body-analysis with a few months of entries, their modals, and the demo customer's
// next delivery, at 1366x900 and 390x844 (e2e/screenshots/), for review by eye.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { baseURL } from '../support/environment';
import { animationsSettled, SCREEN_SIZES, SCREENSHOT_DIR } from '../support/screenshots';
import { signIn } from '../support/session';
import { newCustomer, signUp } from '../tests/account/helpers';
import { callAsCustomer } from '../tests/account/productCalls';

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'showCookieMessage', value: 'false', url: baseURL }]);
});

async function shoot(page: Page, name: string, reach: () => Promise<void>): Promise<void> {
  for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
    await page.setViewportSize(viewport);
    await reach();
    await animationsSettled(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${size}.png`), fullPage: true });
  }
}

test('progress and body analysis with entries', async ({ page, request }) => {
  test.setTimeout(240_000);
  const customer = newCustomer('Reem');
  await signUp(page, customer);
  const now = DateTime.now().setZone('Asia/Dubai');
  const birthday = DateTime.fromObject({ year: now.year - 34, month: 4, day: 2 }, { zone: 'Asia/Dubai' }).toSeconds();
  const body = { gender: 'female', weight: 78_000, height: 166, birthday, medicalCondition: [] };
  await callAsCustomer(customer, 'profile', 'set', {
    scenario: 'main',
    firstName: 'Reem',
    lastName: 'Al Mansouri',
    phone: customer.mobile,
    email: customer.email,
    ...body,
  });
  for (let daysAgo = 100; daysAgo >= 2; daysAgo -= 3) {
    const weight = 78_000 - (100 - daysAgo) * 45 + (daysAgo % 7) * 120;
    const data = { email: customer.email, daysAgo, weight, waist: 900 - Math.round((100 - daysAgo) * 0.6), calories: 1500 + ((daysAgo * 37) % 600) };
    expect((await request.post('/dev/fixtures/progress', { data })).ok()).toBe(true);
  }
  await shoot(page, 'health-progress-missing-days', async () => {
    await page.goto('/progress');
    await expect(page.getByRole('dialog', { name: 'Missing days' })).toBeVisible();
  });
  await page.getByRole('dialog', { name: 'Missing days' }).getByRole('button', { name: 'Enter manually' }).click();
  await shoot(page, 'health-progress-entry', async () => {
    await page.goto('/progress');
    await page.getByRole('dialog', { name: 'Missing days' }).getByRole('button', { name: 'Enter manually' }).click();
    await expect(page.getByRole('dialog', { name: 'Progress tracking' })).toBeVisible();
  });
  await page.getByRole('dialog', { name: 'Progress tracking' }).getByRole('button', { name: 'Close' }).click();
  await shoot(page, 'health-progress', async () => {
    await page.goto('/progress');
    // Yesterday has no entry, so the modal opens once the page has its data: wait for it, then close it.
    const modal = page.getByRole('dialog', { name: 'Missing days' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).click();
    for (const chart of ['calories', 'weight', 'waist'])
      await page.locator(`[data-chart="${chart}"]`).getByRole('tab', { name: 'Three Months' }).click();
    await expect(page.locator('[data-chart="weight"] .apexcharts-canvas')).toBeVisible();
  });
  await shoot(page, 'health-body-analysis', async () => {
    await page.goto('/body-analysis');
    await expect(page.locator('[data-chart="pbf"] .apexcharts-canvas')).toBeVisible();
  });
  await shoot(page, 'health-body-measurements', async () => {
    await page.goto('/body-analysis');
    await page.getByRole('button', { name: 'Measurements' }).click();
    await page.getByRole('dialog', { name: 'Measurements' }).getByRole('tab', { name: 'Body' }).click();
  });
});

test('progress of the demo customer with a plan (next delivery)', async ({ page }) => {
  await signIn(page);
  await shoot(page, 'health-progress-delivery', async () => {
    await page.goto('/progress');
    await expect(page.locator('#progress-delivery-title')).toBeAttached();
    if (page.viewportSize()?.width === SCREEN_SIZES.phone.width) await page.getByRole('tab', { name: 'Next Delivery' }).click();
  });
});
