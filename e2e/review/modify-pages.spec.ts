// Screenshots of the /modify pages of the demo customer (issue 20; doc 3 §2 "Modify plan page") at 1366x900 and
// 390x844, in English and in Arabic, for review by eye (e2e/screenshots/modify-page-<name>-<size>.png and
// ar-modify-page-…): the plan in view, a day in edit, the summary with the pause dialog, and the delivery address.
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../support/environment';
import { SCREEN_SIZES, shootInEnglishAndArabic } from '../support/screenshots';
import { signIn } from '../support/session';

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'showCookieMessage', value: 'false', url: baseURL }]);
});

const area = (page: Page) => page.locator('[data-remote="modify"]');
const shoot = (page: Page, name: string, size: string, prepare?: () => Promise<void>, undo?: () => Promise<void>) =>
  shootInEnglishAndArabic(page, `modify-page-${name}-${size}`, { prepare, undo, scrollToTop: true });

for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
  test(`the /modify pages at ${size} size, in English and Arabic`, async ({ page }) => {
    // Ten pages photographed twice each (English, Arabic): longer than a journey's minute.
    test.setTimeout(300_000);
    await page.setViewportSize(viewport);
    await signIn(page);

    await page.goto('/modify');
    await expect(area(page).getByRole('navigation', { name: /^(Plan menu|قائمة الخطة)$/ })).toBeVisible();
    await shoot(page, 'plan', size);
    await shoot(
      page,
      'plan-edit',
      size,
      async () => {
        await area(page)
          .getByRole('button', { name: /^(Change items|تغيير الأصناف)$/ })
          .click();
        await expect(area(page).getByRole('button', { name: /^(Save Changes|حفظ التغييرات)$/ })).toBeVisible();
      },
      async () => {
        await page.reload();
      },
    );

    await page.goto('/modify/summary');
    await expect(area(page).getByRole('heading', { level: 1 })).toBeVisible();
    await shoot(page, 'summary', size);
    await shoot(
      page,
      'summary-pause',
      size,
      async () => {
        await page.getByRole('button', { name: /^(Pause My Plan|إيقاف خطتي مؤقتًا)$/ }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
      () => page.keyboard.press('Escape'),
    );

    await page.goto('/modify/address');
    await expect(area(page).getByRole('heading', { level: 1 })).toBeVisible();
    await shoot(page, 'address', size);
  });
}
