// Screenshots of the paying customer's pages at 1366x900 and 390x844, in English and in Arabic, for review by eye
// (e2e/screenshots/modify-<page>-<size>.png and ar-modify-…): the dashboard, /modify with a day in edit, the plan
// summary, the delivery address, the profile settings and My Credit, and the pause and cancel dialogs.
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../support/environment';
import { SCREEN_SIZES, shootInEnglishAndArabic } from '../support/screenshots';
import { signIn } from '../support/session';

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'showCookieMessage', value: 'false', url: baseURL }]);
});

const shoot = (page: Page, name: string, size: string, prepare?: () => Promise<void>, undo?: () => Promise<void>) =>
  shootInEnglishAndArabic(page, `modify-${name}-${size}`, { prepare, undo });

for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
  test(`dashboard, modify and account pages at ${size} size, in English and Arabic`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(viewport);
    await signIn(page);

    await page.goto('/');
    await expect(page.locator('#dashboard')).toBeVisible();
    // The weight chart is drawn as the reader nears it (issue 23).
    await page.locator('.dash-weight').scrollIntoViewIfNeeded();
    await expect(page.locator('.apexcharts-canvas')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'dashboard', size);
    await shoot(
      page,
      'address-dialog',
      size,
      async () => {
        await page.getByRole('button', { name: /^(Address|العنوان)$/ }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
      () => page.keyboard.press('Escape'),
    );

    await page.goto('/modify');
    await expect(page.getByRole('navigation', { name: 'Plan menu' })).toBeVisible();
    await shoot(page, 'plan', size);
    const change = page.getByRole('button', { name: 'Change items' }).first();
    if (await change.isVisible()) {
      await change.click();
      await shoot(page, 'plan-edit', size);
      await page.goto('/modify');
    }

    await page.goto('/modify/summary');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shoot(page, 'summary', size);
    await shoot(
      page,
      'pause-dialog',
      size,
      async () => {
        await page.getByRole('button', { name: /^(Pause My Plan|إيقاف خطتي مؤقتًا)$/ }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
      () => page.keyboard.press('Escape'),
    );

    await page.goto('/modify/address');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shoot(page, 'address', size);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shoot(page, 'profile', size);

    await page.goto('/my-credit');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shoot(page, 'credit', size);
  });
}
